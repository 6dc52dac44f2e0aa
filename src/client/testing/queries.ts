import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Where to look: one element, or the whole page when none is given. */
const scope = (container?: HTMLElement) => (container ? within(container) : screen);

/** The text of each element, in order. */
export function textsOf(elements: Element[]): (string | null)[] {
  return elements.map((element) => element.textContent);
}

/** The texts of the headings of one level, in order, inside a container or on the whole page. */
export function headingTexts(level: number, container?: HTMLElement): (string | null)[] {
  return textsOf(scope(container).getAllByRole('heading', { level }));
}

/** The bold name that opens each list item of a container, in order. */
export function listItemNames(container: HTMLElement): (string | null | undefined)[] {
  return within(container)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);
}

/**
 * Expects each link, found by its accessible name inside a container (or on the whole page),
 * to point where the table says.
 */
export function expectLinks(links: Record<string, string>, container?: HTMLElement) {
  for (const [name, href] of Object.entries(links)) {
    expect(scope(container).getByRole('link', { name })).toHaveAttribute('href', href);
  }
}

/** Expects an element to contain each of the texts. */
export function expectTexts(element: Element | null | undefined, texts: readonly string[]) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}

/** Expects a link to open a new tab without handing it this page (`noopener noreferrer`). */
export function expectOpensSafelyInNewTab(link: HTMLElement) {
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

/** The list item holding a heading, once it shows, for queries within it. */
export async function findItemByHeading(name: string, level?: number) {
  const heading = await screen.findByRole('heading', { name, level });
  const item = heading.closest('li');
  if (!item) throw new Error(`no list item for ${name}`);
  return within(item);
}

/** The status message whose whole text is the given one, if any. */
export function statusWithText(text: string): HTMLElement | undefined {
  return screen.getAllByRole('status').find((element) => element.textContent === text);
}

/** The items of a list found by its accessible name, once it shows. */
export async function findListItems(name: string): Promise<HTMLElement[]> {
  return within(await screen.findByRole('list', { name })).getAllByRole('listitem');
}

/** The texts of the elements of one role inside a container, in order: its list items unless told. */
export function textsByRole(
  container: HTMLElement,
  role: Parameters<typeof screen.getAllByRole>[0] = 'listitem',
): (string | null)[] {
  return textsOf(within(container).getAllByRole(role));
}

/** Each term of the description lists inside a container (or the whole page), with its value. */
export function termsWithValues(container?: HTMLElement) {
  return scope(container)
    .getAllByRole('term')
    .map((term): [string | null, string | null | undefined] => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
}
