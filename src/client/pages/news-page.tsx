import { NewsView } from '../features/news/components/news-view';

/** /news: Synthwave News, the scene's stories by category or search, refreshed on demand. */
export function NewsPage() {
  return <NewsView />;
}
