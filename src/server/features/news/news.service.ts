import type { NewsAggregateResult, NewsFeedRun } from '../../../shared/contracts/news.js';
import type { Leadership } from '../../db/client.js';
import { countOf } from '../../lib/count-of.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { LOCK_KEYS } from '../../lib/lock-keys.js';
import type { FeedAddressGuard } from './feed-address-guard.js';
import { type FetchLimits, fetchFeedDocument } from './feed-fetch.js';
import { clip } from './feed-html.js';
import { type FeedArticle, parseFeedDocument } from './feed-parse.js';
import type { NewArticle, NewsRepo } from './news.repo.js';
import type { NewsSearch } from './news.search.js';
import { toArticle, toArticleSummary, toNewsFeed } from './news.views.js';
import type { NewsFeedRow, NewsOfficeRepo } from './news-office.repo.js';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface NewsServiceDeps {
  repo: NewsRepo;
  /** Where the feeds are listed and each one's last result is kept. */
  feeds: Pick<NewsOfficeRepo, 'feeds' | 'feed' | 'recordRun'>;
  /** The search planner over the repository's statements. */
  search: NewsSearch;
  limits: FetchLimits;
  /** Checks every address a feed leads to, as the connection is made. */
  guard: FeedAddressGuard;
  /** Held while a run goes, so two instances never fetch at once. */
  tryLeadership: (key: number) => Promise<Leadership | null>;
  log: Log;
  /** Feeds fetched at the same time. */
  concurrency?: number;
  now?: () => Date;
}

/** "synth-rock" → "Synth-Rock": a readable name for a category a feed introduces. */
export const categoryName = (id: string) =>
  id.replace(/(^|[\s-])(\p{L})/gu, (m) => m.toUpperCase());

/** The longest failure reason kept for a feed: enough for the back office to say what went wrong. */
const REASON_MAX = 300;

export function aggregateMessage(added: number, read: number, failed: number): string {
  const total = read + failed;
  if (total === 0) return 'No news sources are configured.';
  if (read === 0) return `None of the ${countOf(total, 'source')} could be read. Try again later.`;
  const head =
    added > 0
      ? `Added ${countOf(added, 'new article')} from ${countOf(read, 'source')}`
      : `No new articles from ${countOf(read, 'source')}`;
  return failed ? `${head}; ${countOf(failed, 'source')} could not be read` : head;
}

export function createNewsService(deps: NewsServiceDeps) {
  const now = deps.now ?? (() => new Date());
  let running: Promise<NewsAggregateResult> | null = null;

  /** An article's category: one of its tags when that names a known category, else the feed's. */
  function categoryFor(article: FeedArticle, feed: NewsFeedRow, known: Map<string, string>) {
    for (const tag of article.tags) {
      const match = known.get(tag.toLowerCase());
      if (match) return match;
    }
    return feed.category;
  }

  /** Every category by its id and its name, lower-cased, so tags can name one either way. */
  async function knownCategories(feeds: NewsFeedRow[]) {
    await deps.repo.ensureCategories(
      [...new Set(feeds.map((feed) => feed.category))].map((id) => ({
        id,
        name: categoryName(id),
      })),
    );
    const known = new Map<string, string>();
    for (const category of await deps.repo.knownCategories()) {
      known.set(category.id.toLowerCase(), category.id);
      known.set(category.name.toLowerCase(), category.id);
    }
    return known;
  }

  async function fetchFeed(feed: NewsFeedRow, known: Map<string, string>): Promise<number> {
    const document = await fetchFeedDocument(feed.url, deps.limits, deps.guard);
    let articles: FeedArticle[];
    try {
      articles = parseFeedDocument(document, feed.url, now());
    } catch (error) {
      throw new Error(`not a readable RSS, Atom or JSON feed (${(error as Error).message})`);
    }
    const rows: NewArticle[] = articles.map((article) => ({
      ...article,
      categoryId: categoryFor(article, feed, known),
      sourceName: feed.name,
    }));
    return deps.repo.insert(rows);
  }

  /** Reads one feed and keeps how it went beside the feed. */
  async function readFeed(feed: NewsFeedRow, known: Map<string, string>) {
    let added = 0;
    let error: string | null = null;
    try {
      added = await fetchFeed(feed, known);
    } catch (failure) {
      error = clip(failure instanceof Error ? failure.message : String(failure), REASON_MAX);
      deps.log.warn({ feed: feed.url, reason: error }, 'news feed could not be read');
    }
    const recorded = await deps.feeds.recordRun(feed.id, { at: now(), ok: !error, error, added });
    return { added, error, feed: recorded ?? feed };
  }

  async function run(): Promise<NewsAggregateResult> {
    const lock = await deps.tryLeadership(LOCK_KEYS.newsAggregation);
    if (!lock) {
      throw new HttpError(
        409,
        'NEWS_RUN_IN_PROGRESS',
        'The latest news is being fetched right now. Try again in a minute.',
      );
    }
    try {
      const feeds = await deps.feeds.feeds();
      const known = await knownCategories(feeds);
      let added = 0;
      let read = 0;
      const failed: NewsAggregateResult['failed'] = [];
      const queue = [...feeds];
      const worker = async () => {
        for (let feed = queue.shift(); feed; feed = queue.shift()) {
          // Awaited first: `added += await …` would read `added` before other feeds finish.
          const outcome = await readFeed(feed, known);
          if (outcome.error) {
            failed.push({ source: feed.name, reason: outcome.error });
          } else {
            added += outcome.added;
            read += 1;
          }
        }
      };
      await Promise.all(
        Array.from({ length: Math.min(deps.concurrency ?? 4, feeds.length) }, worker),
      );
      await deps.repo.setLastRunAt(now());
      const result = {
        message: aggregateMessage(added, read, failed.length),
        added,
        sources: read,
        failed,
      };
      deps.log.info({ added, read, failed: failed.length }, 'news aggregated');
      return result;
    } finally {
      await lock.release();
    }
  }

  const service = {
    list: async (options: { category?: string; limit: number }) =>
      (await deps.repo.list(options)).map(toArticleSummary),

    /** One article, for its own page (demonstration articles have no source to open). */
    async one(id: number) {
      const row = await deps.repo.one(id);
      if (!row) throw notFound('There is no news article with that id.');
      return toArticle(row);
    },

    search: async (query: string, limit: number) =>
      (await deps.search.search(searchSyntax(query), limit)).map(toArticleSummary),

    categories: () => deps.repo.categories(),

    /**
     * Reads one feed now, outside the run lock: reading a feed twice adds nothing twice, and
     * the back office should not wait for a full run to finish.
     */
    async readOne(id: number): Promise<NewsFeedRun> {
      const feed = await deps.feeds.feed(id);
      if (!feed) throw notFound('There is no news feed with that id.');
      const outcome = await readFeed(feed, await knownCategories([feed]));
      const message = outcome.error
        ? `${feed.name} could not be read: ${outcome.error}`
        : outcome.added > 0
          ? `Added ${countOf(outcome.added, 'new article')} from ${feed.name}`
          : `No new articles from ${feed.name}`;
      return {
        feed: toNewsFeed(outcome.feed),
        added: outcome.added,
        error: outcome.error,
        message,
      };
    },

    /** Fetches every feed once; a call while a run is going shares that run's result. */
    aggregate(): Promise<NewsAggregateResult> {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },

    /**
     * One scheduled run. Another instance's run under way (409) is not a failure: it fetches the
     * same feeds.
     */
    async scheduledRun() {
      await service.aggregate().catch((error: unknown) => {
        if (!(error instanceof HttpError)) throw error;
      });
    },

    /** Milliseconds until a run every `everyMs` is due, counting from the last run (also one before a restart). */
    async dueIn(everyMs: number) {
      const last = await deps.repo.lastRunAt();
      return last ? last.getTime() + everyMs - now().getTime() : 0;
    },

    /** Waits for a run under way. */
    async idle() {
      await running?.catch(() => undefined);
    },
  };
  return service;
}

export type NewsService = ReturnType<typeof createNewsService>;

/**
 * Search text in the web-search syntax PostgreSQL parses. A run of minus signs (even with spaces
 * between them) nests one NOT per sign, and a few dozen overflow the parser's stack; one minus
 * means the same to a reader, so a run becomes one.
 */
export function searchSyntax(query: string): string {
  return query.replace(/-(?:[\s-]*-)+/g, '-');
}
