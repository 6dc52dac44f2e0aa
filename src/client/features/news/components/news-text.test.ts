import { describe, expect, it } from 'vitest';
import { cardTags, formatPublished, htmlToParagraphs, showingLine } from './news-text';

describe('htmlToParagraphs', () => {
  it('keeps the words of the HTML and none of its tags', () => {
    expect(
      htmlToParagraphs(
        '<p>The <strong>Chromeglow</strong> tour <a href="https://x.test">starts</a></p>',
      ),
    ).toEqual(['The Chromeglow tour starts']);
  });

  it('keeps paragraphs and list items apart and decodes entities', () => {
    expect(
      htmlToParagraphs(
        '<p>First&nbsp;night</p><p>Second &amp; last</p><ul><li>LA</li><li>Tokyo</li></ul>',
      ),
    ).toEqual(['First night', 'Second & last', 'LA', 'Tokyo']);
  });

  it('reads markup as text, never running it', () => {
    expect(htmlToParagraphs('&lt;img src=x onerror=alert(1)&gt; plain')).toEqual([
      '<img src=x onerror=alert(1)> plain',
    ]);
  });
});

describe('cardTags', () => {
  it('shows at most three tags', () => {
    expect(cardTags(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
  });
});

describe('formatPublished', () => {
  it('writes month, day, year, hour and minute in US English', () => {
    const text = formatPublished('2026-11-20T18:05:00Z');
    expect(text).toMatch(/^November 2\d, 2026(,| at) \d{1,2}:05\s?(AM|PM)$/);
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatPublished('not a date')).toBe('');
  });
});

describe('showingLine', () => {
  it('counts one article and many', () => {
    expect(showingLine(1, {})).toBe('Showing 1 article');
    expect(showingLine(12, {})).toBe('Showing 12 articles');
  });

  it('names the category when one is chosen', () => {
    expect(showingLine(4, { categoryName: 'Vaporwave' })).toBe('Showing 4 articles in Vaporwave');
  });

  it('names the search when results are shown', () => {
    expect(showingLine(3, { search: 'outrun', categoryName: 'Vaporwave' })).toBe(
      'Showing 3 articles for "outrun"',
    );
  });
});
