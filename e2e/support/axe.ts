import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** The serious and critical violations, one readable line per offending element. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${
            node.failureSummary?.replaceAll('\n', ' ') ?? violation.help
          }`,
      ),
    );
}

/** Fails with every serious or critical WCAG 2.1 AA finding on the page, named. */
export async function expectNoBlockingViolations(page: Page, what: string) {
  const violations = await blockingViolations(page);
  expect(violations, `${what}:\n${violations.join('\n')}`).toEqual([]);
}
