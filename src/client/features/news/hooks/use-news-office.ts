import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CuratedArticle,
  CuratedArticlesShown,
  NewsFeed,
  NewsFeedFields,
} from '../../../../shared/contracts/news';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import {
  addNewsFeed,
  newsOfficeQueries,
  removeNewsFeed,
  runAllNewsFeeds,
  runNewsFeed,
  setArticleHidden,
  setArticlePinned,
} from '../api/news-office-queries';
import { newsQueries } from '../api/news-queries';

/** The back office's lists and the public news pages, read again after any change. */
function refreshNews(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: newsOfficeQueries.root() });
  void queryClient.invalidateQueries({ queryKey: newsQueries.all() });
}

export function useNewsFeeds() {
  return useQuery(newsOfficeQueries.feeds());
}

export function useCuratedArticles(show: CuratedArticlesShown) {
  return useQuery(newsOfficeQueries.articles(show));
}

/** Adds a feed; the form shows a refusal beside its fields, so failures are left to it. */
export function useAddFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewsFeedFields) => addNewsFeed(input),
    onSuccess: (feed) => {
      toast({ title: 'Feed added', description: `${feed.name} is read with the other feeds.` });
      refreshNews(queryClient);
    },
  });
}

export function useRemoveFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feed: NewsFeed) => removeNewsFeed(feed.id),
    onSuccess: (_, feed) => {
      toast({
        title: 'Feed removed',
        description: `${feed.name} is no longer read; its articles stay.`,
      });
    },
    onError: toastFailure('Could not remove the feed'),
    onSettled: () => refreshNews(queryClient),
  });
}

export function useRunFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feed: NewsFeed) => runNewsFeed(feed.id),
    onSuccess: (run) => {
      toast(
        run.error
          ? { title: 'Feed not read', description: run.message, variant: 'destructive' }
          : { title: 'Feed read', description: run.message },
      );
    },
    onError: toastFailure('Could not read the feed'),
    onSettled: () => refreshNews(queryClient),
  });
}

export function useRunAllFeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAllNewsFeeds,
    onSuccess: (result) => {
      const none = result.sources === 0 && result.failed.length > 0;
      toast({
        title: none ? 'No feed could be read' : 'Feeds read',
        description: result.message,
        variant: none ? 'destructive' : 'default',
      });
    },
    onError: toastFailure('Could not read the feeds'),
    onSettled: () => refreshNews(queryClient),
  });
}

export type CurationChange = { hidden: boolean } | { pinned: boolean };

const CURATION_TOASTS = {
  hidden: ['Article hidden', 'is gone from the news page, its lists and search.'],
  shown: ['Article shown again', 'is back on the news page.'],
  pinned: ['Article pinned', 'comes first on the news page.'],
  unpinned: ['Article unpinned', 'takes its place by date again.'],
} as const;

/** Hides or shows, pins or unpins an article. */
export function useCurateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ article, change }: { article: CuratedArticle; change: CurationChange }) =>
      'hidden' in change
        ? setArticleHidden(article.id, change.hidden)
        : setArticlePinned(article.id, change.pinned),
    onSuccess: (article, { change }) => {
      const kind =
        'hidden' in change
          ? change.hidden
            ? 'hidden'
            : 'shown'
          : change.pinned
            ? 'pinned'
            : 'unpinned';
      const [title, outcome] = CURATION_TOASTS[kind];
      toast({ title, description: `“${article.title}” ${outcome}` });
    },
    onError: toastFailure('Could not change the article'),
    onSettled: () => refreshNews(queryClient),
  });
}
