import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../lib/paths.js';
import { clip, plainText, safeHttpUrl, sanitizeContent } from './feed-html.js';
import { parseFeedDocument } from './feed-parse.js';

const fixture = (name: string) =>
  readFileSync(join(projectPath('src/server/features/news/fixtures'), name), 'utf8');
const NOW = new Date('2026-11-21T12:00:00Z');

describe('reading feeds', () => {
  it('reads a WordPress RSS 2.0 feed: text titles, authors, tags, images and summaries', () => {
    const articles = parseFeedDocument(
      fixture('wordpress-rss2.xml'),
      'https://gridline-gazette.example/feed/',
      NOW,
    );
    expect(articles).toHaveLength(3);
    const [tour, review] = articles;
    expect(tour).toMatchObject({
      title: 'Kilowatt Coast announce “Harbor Lights” tour across the West Coast',
      sourceUrl: 'https://gridline-gazette.example/2026/11/17/kilowatt-coast-harbor-lights-tour/',
      author: 'Priya Valdez',
      tags: ['Tours', 'Kilowatt Coast', 'Synthwave'],
      imageUrl:
        'https://gridline-gazette.example/wp-content/uploads/2026/11/harbor-lights-1024x576.jpg',
    });
    expect(tour?.publishedAt.toISOString()).toBe('2026-11-17T18:04:11.000Z');
    expect(tour?.summary).toMatch(/^The duo will play eleven dates .* Continue reading$/);
    expect(tour?.content).toContain('<h2>Dates</h2>');
    expect(tour?.content).not.toMatch(/class=|srcset|decoding/);
    // A relative link in the content points at the article's own site.
    expect(review?.content).toContain(
      'href="https://gridline-gazette.example/2026/10/02/best-budget-synths/"',
    );
    expect(review?.imageUrl).toBe(
      'https://gridline-gazette.example/wp-content/uploads/2026/11/nightjar-thumb.jpg',
    );
  });

  it('reads an Atom feed: html, xhtml and text content, summaries and relative images', () => {
    const articles = parseFeedDocument(
      fixture('blog-atom.xml'),
      'https://retro-horizon.example/atom.xml',
      NOW,
    );
    expect(articles.map((a) => a.title)).toEqual([
      'Interview: Static Bloom on building Afterglow from tape loops',
      'Five darksynth records for the longest night of the year',
      "Synth-rock's comeback: guitars and arpeggiators share the stage again",
    ]);
    const [interview, list, comeback] = articles;
    expect(interview).toMatchObject({
      author: 'Jun Park',
      tags: ['Retrowave', 'Interviews'],
      imageUrl: 'https://retro-horizon.example/posts/static-bloom-interview/cover.jpg',
      summary:
        'The producer recorded the whole album to a four-track and bounced it back through a broken chorus pedal.',
    });
    expect(interview?.content).toContain('<blockquote>');
    expect(list?.publishedAt.toISOString()).toBe('2026-11-16T08:00:00.000Z');
    expect(list?.summary).toMatch(/^Heavy bass, distorted leads/);
    expect(comeback?.content).toBe(
      '<p>Festival bills are mixing live drummers with laptop rigs, and the crowds love it.</p>',
    );
  });

  it('reads a JSON Feed', () => {
    const [issue] = parseFeedDocument(
      fixture('feed.json'),
      'https://chillwave-weekly.example/feed.json',
      NOW,
    );
    expect(issue).toMatchObject({
      title: 'Issue 88: hazy mornings and a lo-fi cassette revival',
      author: 'Lena Moritz',
      imageUrl: 'https://chillwave-weekly.example/images/issue-88.png',
      tags: ['chillwave', 'cassettes', 'newsletter'],
    });
    expect(issue?.content).toMatch(/^<p>This week: .*<\/p><p>Plus, a reader asks/);
  });

  it('keeps nothing that runs: scripts, handlers, frames, forms, styles and unsafe links', () => {
    const articles = parseFeedDocument(
      fixture('hostile.xml'),
      'https://legit-synth.example/feed',
      NOW,
    );
    // The item whose own address is javascript: is dropped.
    expect(articles.map((a) => a.sourceUrl)).not.toContain('javascript:alert(document.cookie)');
    expect(articles).toHaveLength(3);
    const plugins = articles.find((a) => a.sourceUrl.endsWith('/free-plugins'));
    expect(plugins?.title).toBe('Free plugins for everyone');
    const html = plugins?.content ?? '';
    expect(html).not.toMatch(/<script|onclick|onerror|onmouseover|javascript:|vbscript:|data:/i);
    expect(html).not.toMatch(/<iframe|<style|<form|<input|style=/i);
    expect(html).toContain(
      '<a href="https://legit-synth.example/download" rel="noopener noreferrer nofollow">there</a>',
    );
    expect(html).toContain('<a>here</a>');
    // A date in the future is read as now.
    const future = articles.find((a) => a.sourceUrl.endsWith('/time-travel'));
    expect(future?.publishedAt).toEqual(NOW);
  });

  it('refuses a document that is not a feed', () => {
    expect(() =>
      parseFeedDocument(fixture('malformed.xml'), 'https://broken.example/', NOW),
    ).toThrow();
    expect(() =>
      parseFeedDocument('<html><body>Hello</body></html>', 'https://x.example/', NOW),
    ).toThrow();
    expect(() => parseFeedDocument('{"not":"a feed"}', 'https://x.example/', NOW)).toThrow();
  });
});

describe('cleaning text', () => {
  it('turns HTML into one line of readable text, entities decoded', () => {
    expect(plainText('<p>Neon &amp; chrome</p><p>Tape&#8217;s hiss</p><script>x()</script>')).toBe(
      'Neon & chrome Tape’s hiss',
    );
  });

  it('clips at a word boundary with an ellipsis', () => {
    expect(clip('one two three four five', 14)).toBe('one two three…');
    expect(clip('short', 14)).toBe('short');
  });

  it('accepts only absolute http(s) addresses, resolving relative ones', () => {
    expect(safeHttpUrl('/a', 'https://site.example/b/')).toBe('https://site.example/a');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('ftp://files.example/x')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(sanitizeContent('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
  });
});
