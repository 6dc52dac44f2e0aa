import { describe, expect, it } from 'vitest';
import { cardSummary, cardTags, formatPublished, htmlToText, showingLine } from './news-text';

describe('htmlToText', () => {
  it('keeps the words of the HTML and none of its tags', () => {
    expect(
      htmlToText('<p>The <strong>Chromeglow</strong> tour <a href="https://x.test">starts</a></p>'),
    ).toBe('The Chromeglow tour starts');
  });

  it('keeps paragraphs and list items apart and decodes entities', () => {
    expect(
      htmlToText(
        '<p>First&nbsp;night</p><p>Second &amp; last</p><ul><li>LA</li><li>Tokyo</li></ul>',
      ),
    ).toBe('First night Second & last LA Tokyo');
  });

  it('reads markup as text, never running it', () => {
    expect(htmlToText('&lt;img src=x onerror=alert(1)&gt; plain')).toBe(
      '<img src=x onerror=alert(1)> plain',
    );
  });
});

describe('cardSummary', () => {
  it('prefers the summary', () => {
    expect(cardSummary({ summary: 'A short blurb.', content: '<p>Longer body</p>' })).toBe(
      'A short blurb.',
    );
  });

  it('falls back to the first 200 characters of the content’s text', () => {
    const words = 'neon '.repeat(60);
    const summary = cardSummary({ summary: '  ', content: `<p>${words}</p>` });
    expect(summary.endsWith('…')).toBe(true);
    expect(summary.slice(0, -1).length).toBeLessThanOrEqual(200);
    expect(words.startsWith(summary.slice(0, -1))).toBe(true);
  });

  it('shows short content whole, without an ellipsis', () => {
    expect(cardSummary({ summary: '', content: '<p>Short and sweet.</p>' })).toBe(
      'Short and sweet.',
    );
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
