import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NewsArticleSummary } from '../../../../shared/contracts/news';
import { textsByRole } from '../../../testing/queries';
import { newsArticle } from '../testing/news-fixtures';
import { NewsArticleCard } from './news-article-card';

function renderCard(overrides: Partial<NewsArticleSummary> = {}) {
  const article = newsArticle(overrides);
  render(
    <ul>
      <NewsArticleCard article={article} />
    </ul>,
  );
  return { article, card: screen.getByRole('article', { name: article.title }) };
}

describe('NewsArticleCard', () => {
  it('shows the title as a heading, the category badge, date, source and author', () => {
    const { card } = renderCard({
      title: 'Chromeglow announce a Pacific Coast tour',
      category: 'retrowave',
      categoryName: 'Retrowave',
      publishedAt: '2026-11-20T18:05:00.000Z',
      sourceName: 'Retro Horizon',
      author: 'Vega Lane',
    });
    expect(
      within(card).getByRole('heading', { name: 'Chromeglow announce a Pacific Coast tour' }),
    ).toBeVisible();
    expect(within(card).getByText('Retrowave')).toHaveAttribute('data-category', 'retrowave');
    const time = card.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-11-20T18:05:00.000Z');
    expect(time?.textContent).toMatch(/^November 2\d, 2026/);
    expect(card).toHaveTextContent('Retro Horizon');
    expect(card).toHaveTextContent('by Vega Lane');
  });

  it('leaves out the author line when there is no author', () => {
    const { card } = renderCard({ author: null });
    expect(card).not.toHaveTextContent(/\bby\b/);
  });

  it('links Read More to the story in a new tab, named after the story', () => {
    const { card } = renderCard({
      title: 'Nightcall Rangers press the Velvet Freeway LP',
      sourceUrl: 'https://neon-signal.example/velvet-freeway',
    });
    const link = within(card).getByRole('link', {
      name: /^Read More ?: Nightcall Rangers press the Velvet Freeway LP \(opens in a new tab\)$/,
    });
    expect(link).toHaveAttribute('href', 'https://neon-signal.example/velvet-freeway');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).queryByText('Demo Article')).toBeNull();
  });

  it.each(['#sample-1', '#mock/neon'])(
    'marks %s as a demo article that opens on its own page here',
    (sourceUrl) => {
      const { card } = renderCard({ id: 7, title: 'Neon Nights', sourceUrl });
      expect(within(card).getByText('Demo Article')).toBeVisible();
      const link = within(card).getByRole('link', { name: /^Read More ?: Neon Nights$/ });
      expect(link).toHaveAttribute('href', '/news/7');
      expect(link).not.toHaveAttribute('target');
    },
  );

  it('opens an address that is not on the web nowhere but on the article’s own page', () => {
    const { card } = renderCard({ id: 8, sourceUrl: 'javascript:alert(1)' });
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/news/8');
  });

  it('shows the summary the list sends as text, never as markup', () => {
    const { card } = renderCard({
      summary: 'The <em>Velvet Freeway</em> pressing glows in the dark.',
    });
    expect(
      within(card).getByText('The <em>Velvet Freeway</em> pressing glows in the dark.'),
    ).toBeVisible();
    expect(card.querySelector('em')).toBeNull();
  });

  it('leaves the blurb out when the summary is blank', () => {
    const { card } = renderCard({ summary: '   ', title: 'Quiet story' });
    // The blurb is the card's one wrapping paragraph; a blank one is not an empty gap.
    expect(card.querySelector('p.break-words')).toBeNull();
    expect(
      renderCard({ summary: 'Loud story' }).card.querySelector('p.break-words'),
    ).toHaveTextContent('Loud story');
  });

  it('shows at most three tags', () => {
    const { card } = renderCard({ tags: ['outrun', 'vinyl', 'tour', 'synths'] });
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(textsByRole(tags)).toEqual(['#outrun', '#vinyl', '#tour']);
  });

  it('loads the image lazily as decoration and swaps in the placeholder when it fails', () => {
    const { card } = renderCard({ imageUrl: 'https://cdn.neon-signal.example/cover.jpg' });
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://cdn.neon-signal.example/cover.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('alt', '');
    if (!image) throw new Error('no image');
    expect(within(card).queryByTestId('image-placeholder')).toBeNull();
    fireEvent.error(image);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByTestId('image-placeholder')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the decorative placeholder when the article has no image', () => {
    const { card } = renderCard({ imageUrl: null });
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByTestId('image-placeholder')).toBeInTheDocument();
  });
});
