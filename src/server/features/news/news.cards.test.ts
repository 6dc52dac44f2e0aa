import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestDatabase } from '../../testing/set-up-test-database.js';
import { createFeedAddressGuard } from './feed-address-guard.js';
import { createNewsRepo, type NewArticle } from './news.repo.js';
import { createNewsSearch } from './news.search.js';
import { createNewsService } from './news.service.js';
import { cardBlurb } from './news.views.js';
import { createNewsOfficeRepo } from './news-office.repo.js';

/** A long story of `words` repeated, in two paragraphs with markup and entities. */
const longStory = (words: string) =>
  `<p>${`${words} `.repeat(60)}</p><p>Tom &amp; Jerry <em>drive</em> on.</p>`;

function article(n: number, fields: Partial<NewArticle> = {}): NewArticle {
  return {
    title: `Story ${n}`,
    categoryId: 'synthwave',
    publishedAt: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000),
    sourceName: 'Test Feed',
    author: null,
    imageUrl: null,
    summary: `Summary of story ${n}.`,
    content: `<p>Content of story ${n}, cobalt.</p>`,
    tags: [],
    sourceUrl: `https://example.test/stories/${n}`,
    ...fields,
  };
}

describe('cardBlurb', () => {
  it('prefers the summary, trimmed', () => {
    expect(cardBlurb('  A short blurb. ', '<p>Longer body</p>')).toBe('A short blurb.');
  });

  it('falls back to the first 200 characters of the text, with an ellipsis when cut', () => {
    const blurb = cardBlurb('  ', longStory('neon'));
    expect(blurb.endsWith('…')).toBe(true);
    expect(blurb.slice(0, -1)).toHaveLength(199);
    expect('neon '.repeat(60).startsWith(blurb.slice(0, -1))).toBe(true);
  });

  it('shows short text whole, decoded and without markup', () => {
    expect(cardBlurb('', '<p>Tom &amp; Jerry <em>drive</em>.</p><script>x()</script>')).toBe(
      'Tom & Jerry drive.',
    );
  });

  it('is empty when there is neither summary nor content', () => {
    expect(cardBlurb('', null)).toBe('');
    expect(cardBlurb(' ', '<p> </p>')).toBe('');
  });
});

describe('the news list sends cards, not contents', () => {
  const database = setUpTestDatabase();
  let news: ReturnType<typeof createNewsService>;

  beforeAll(async () => {
    const repo = createNewsRepo(database.db);
    await repo.ensureCategories([{ id: 'synthwave', name: 'Synthwave' }]);
    await repo.insert([
      article(1),
      article(2, { summary: '', content: longStory('cobalt') }),
      article(3, { summary: '   ', content: '<p>Only a <strong>cobalt</strong> line.</p>' }),
    ]);
    news = createNewsService({
      repo,
      feeds: createNewsOfficeRepo(database.db),
      search: createNewsSearch(repo.searchSteps),
      limits: { timeoutMs: 1_000, maxBytes: 1_000, userAgent: 'test' },
      guard: createFeedAddressGuard({ allowPrivate: false }),
      tryLeadership: async () => null,
      log: { info: () => {}, warn: () => {} },
    });
  });

  it('lists each article with its blurb and without its content', async () => {
    const cards = await news.list({ limit: 10 });
    expect(cards.map((card) => card.title)).toEqual(['Story 3', 'Story 2', 'Story 1']);
    for (const card of cards) expect(card).not.toHaveProperty('content');
    const [third, second, first] = cards;
    expect(first?.summary).toBe('Summary of story 1.');
    // The first 200 characters, cut where they end (spec section 9).
    expect(second?.summary).toBe(`${'cobalt '.repeat(28)}coba…`);
    expect(third?.summary).toBe('Only a cobalt line.');
  });

  it('answers a search with the same cards', async () => {
    const found = await news.search('cobalt', 10);
    expect(found.map((card) => card.title).sort()).toEqual(['Story 1', 'Story 2', 'Story 3']);
    for (const card of found) expect(card).not.toHaveProperty('content');
    expect(found.find((card) => card.title === 'Story 3')?.summary).toBe('Only a cobalt line.');
  });

  it('keeps the whole content for the article’s own page', async () => {
    const [card] = await news.list({ limit: 1 });
    const page = await news.one(card?.id ?? 0);
    expect(page.content).toBe('<p>Only a <strong>cobalt</strong> line.</p>');
    // The page keeps the summary as stored; only a card needs a blurb in its place.
    expect(page.summary).toBe('   ');
  });
});
