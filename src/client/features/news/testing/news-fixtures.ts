import type { NewsArticleSummary, NewsCategory } from '../../../../shared/contracts/news';

let nextId = 1;

/** An article as the news list sends it, with whatever a test cares about overridden. */
export function newsArticle(overrides: Partial<NewsArticleSummary> = {}): NewsArticleSummary {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Story number ${id}`,
    category: 'synthwave',
    categoryName: 'Synthwave',
    publishedAt: '2026-11-20T18:05:00.000Z',
    sourceName: 'Neon Signal Blog',
    author: null,
    imageUrl: null,
    summary: 'A new record lands on the night drive.',
    tags: [],
    sourceUrl: `https://neon-signal.example/stories/${id}`,
    ...overrides,
  };
}

export const newsCategories: NewsCategory[] = [
  { id: 'synthwave', name: 'Synthwave', count: 12 },
  { id: 'retrowave', name: 'Retrowave', count: 4 },
  { id: 'vaporwave', name: 'Vaporwave', count: 2 },
  { id: 'chillwave', name: 'Chillwave', count: 0 },
  { id: 'synth-rock', name: 'Synth-Rock', count: 1 },
];
