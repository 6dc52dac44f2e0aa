import {
  type BrowserContext,
  type ConsoleMessage,
  expect,
  type Page,
  type Response,
} from '@playwright/test';
import { pages, signedInPaths } from '../../src/shared/site/pages.js';

/** Every page path of the site, from the same list the router and the server read. */
export const pagePaths: string[] = pages.map((page) => page.path);

/** Pages for signed-in members only: signed-out visitors are sent on to /login. */
export const SIGNED_IN_PATHS: string[] = signedInPaths;

/** The pages anyone sees as they are, signed in or not. */
export const publicPaths: string[] = pagePaths.filter((path) => !SIGNED_IN_PATHS.includes(path));

export const UNKNOWN_PATH = '/no-such-page';

/** The narrowest phone the layout is made for. */
export const PHONE = { width: 360, height: 780 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export type Theme = 'dark' | 'light';

/**
 * Puts Content-Security-Policy violations on the console. Chromium logs most of them there
 * already; the event also covers the ones it only reports to the page.
 */
export async function reportCspViolations(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
}

/** Starts pages in light mode, as a returning visitor who chose it would see them. */
export async function preferLightTheme(target: Page | BrowserContext) {
  await target.addInitScript(() => localStorage.setItem('theme', 'light'));
}

/**
 * News articles fetched from the journeys' feed files carry pictures on `.example` hosts, which
 * never resolve; a real feed's pictures load from the open web. Their failed loads are expected.
 */
function isOfflineNewsPicture(text: string, source: string): boolean {
  if (!text.startsWith('Failed to load resource')) return false;
  try {
    return new URL(source).hostname.endsWith('.example');
  } catch {
    return false;
  }
}

/** Collects console errors and uncaught exceptions until `stop` is called. */
export function watchForProblems(page: Page) {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    if (isOfflineNewsPicture(message.text(), source)) return;
    problems.push(`console: ${message.text()}${source ? ` (${source})` : ''}`);
  };
  const onPageError = (error: Error) => problems.push(`exception: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    problems,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/**
 * Opens a path and waits for its lazily loaded page, whose first heading is its h1. The wait is
 * longer than an assertion's: on two busy cores (songs being encoded beside) a page's chunk and
 * its first API answer have taken more than five seconds.
 */
/**
 * Waits, after navigating to one of the site's pages, until it has hydrated: the server paints
 * a page before its script runs, and a tap on a button before then does nothing.
 */
export async function untilHydrated(page: Page, response: Response | null) {
  const type = response?.headers()['content-type'] ?? '';
  if (!type.startsWith('text/html')) return;
  // Only the app's pages hydrate (other HTML, such as the development outbox, has no root).
  if ((await page.locator('#root').count()) === 0) return;
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => {
      // A page without its script (JavaScript off, a failed load) is for the test to judge.
    });
}

/** Makes every `goto` of this page wait until the page it lands on has hydrated. */
export function waitsForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilHydrated(page, response);
    return response;
  };
  return page;
}

/** The same for every page the context opens. */
export function hydrationAware(context: BrowserContext): BrowserContext {
  context.on('page', waitsForHydration);
  return context;
}

export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  // The server paints the page before its script runs; taps count once it has hydrated.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  return response;
}
