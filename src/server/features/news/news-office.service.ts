import {
  type CuratedArticle,
  type CuratedArticlesShown,
  NEWS_CURATION_LIMIT,
  NEWS_FEEDS_MAX,
  type NewsFeed,
  type NewsFeedFields,
} from '../../../shared/contracts/news.js';
import { type Action, type Actor, can } from '../../../shared/domain/policies.js';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.js';
import type { AuditTrail } from '../../modules.js';
import { type FeedAddressGuard, FeedAddressRefused } from './feed-address-guard.js';
import { categoryName, type NewsService } from './news.service.js';
import { toCuratedArticle, toNewsFeed } from './news.views.js';
import type { CuratedArticleRow, NewsFeedRow, NewsOfficeRepo } from './news-office.repo.js';

/** Who acts in the back office: their roles, and the name the audit trail records. */
export type OfficeActor = Actor & { username: string };

export interface NewsOfficeServiceDeps {
  db: Db;
  repo: NewsOfficeRepo;
  news: Pick<NewsService, 'readOne' | 'aggregate'>;
  guard: FeedAddressGuard;
  audit: AuditTrail;
  now?: () => Date;
}

const REFUSALS = {
  'news.manageFeeds': 'Only administrators can manage the news feeds.',
  'news.curate': 'Only administrators can hide or pin news articles.',
} as const satisfies Partial<Record<Action, string>>;

function requires(actor: OfficeActor, action: keyof typeof REFUSALS) {
  if (!can(actor, action)) throw forbidden(REFUSALS[action]);
}

const feedFacts = (feed: NewsFeedRow) => ({
  url: feed.url,
  name: feed.name,
  category: feed.category,
});

const curationFacts = (row: CuratedArticleRow) => ({
  hidden: row.hiddenAt !== null,
  pinned: row.pinnedAt !== null,
});

/** The back office's news: which feeds are read, and which articles are hidden or pinned. */
export function createNewsOfficeService(deps: NewsOfficeServiceDeps) {
  const { db, repo, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Changes an article's marks in one transaction with its audit entry; asking for what is
   * already so changes nothing and records nothing.
   */
  async function curate(
    actor: OfficeActor,
    id: number,
    change: (row: CuratedArticleRow) => {
      marks: { hiddenAt?: Date | null; pinnedAt?: Date | null };
      action: string;
      verb: string;
    } | null,
  ): Promise<CuratedArticle> {
    requires(actor, 'news.curate');
    const row = await db.transaction(async (tx) => {
      const before = await repo.curatedForUpdate(tx, id);
      if (!before) throw notFound('There is no news article with that id.');
      const wanted = change(before);
      if (!wanted) return before;
      await repo.setCuration(tx, id, wanted.marks);
      const after = { ...before, ...wanted.marks };
      await audit.append(tx, {
        actor,
        action: wanted.action,
        summary: `News article ${wanted.verb}: “${before.title}”`,
        targetType: 'news_article',
        targetId: id,
        before: curationFacts(before),
        after: curationFacts(after),
      });
      return after;
    });
    return toCuratedArticle(row);
  }

  return {
    async feeds(actor: OfficeActor): Promise<{ feeds: NewsFeed[] }> {
      requires(actor, 'news.manageFeeds');
      return { feeds: (await repo.feeds()).map(toNewsFeed) };
    },

    /** Adds a feed whose address leads to the public internet; its category is made if new. */
    async addFeed(actor: OfficeActor, input: NewsFeedFields): Promise<NewsFeed> {
      requires(actor, 'news.manageFeeds');
      // One spelling per address, so the same feed typed twice is found as a duplicate.
      const url = new URL(input.url).href;
      try {
        await deps.guard.check(url);
      } catch (error) {
        if (!(error instanceof FeedAddressRefused)) throw error;
        throw badRequest('That feed address cannot be read.', [
          { field: 'url', reason: error.reason },
        ]);
      }
      if ((await repo.feeds()).length >= NEWS_FEEDS_MAX) {
        throw new HttpError(
          409,
          'TOO_MANY_FEEDS',
          `The station reads at most ${NEWS_FEEDS_MAX} feeds. Remove one before adding another.`,
        );
      }
      const feed = await db.transaction(async (tx) => {
        await repo.ensureCategories(tx, [
          { id: input.category, name: categoryName(input.category) },
        ]);
        const added = await repo.addFeed(tx, { ...input, url });
        if (!added) {
          throw new HttpError(409, 'FEED_EXISTS', 'That feed is already in the list.', [
            { field: 'url', reason: 'is already in the list' },
          ]);
        }
        await audit.append(tx, {
          actor,
          action: 'news.feed.add',
          summary: `News feed added: ${added.name} (${added.url})`,
          targetType: 'news_feed',
          targetId: added.id,
          after: feedFacts(added),
        });
        return added;
      });
      return toNewsFeed(feed);
    },

    /** Stops reading a feed; the articles it brought stay. */
    async removeFeed(actor: OfficeActor, id: number): Promise<void> {
      requires(actor, 'news.manageFeeds');
      await db.transaction(async (tx) => {
        const removed = await repo.removeFeed(tx, id);
        if (!removed) throw notFound('There is no news feed with that id.');
        await audit.append(tx, {
          actor,
          action: 'news.feed.remove',
          summary: `News feed removed: ${removed.name} (${removed.url})`,
          targetType: 'news_feed',
          targetId: removed.id,
          before: feedFacts(removed),
        });
      });
    },

    runFeed(actor: OfficeActor, id: number) {
      requires(actor, 'news.manageFeeds');
      return deps.news.readOne(id);
    },

    runAll(actor: OfficeActor) {
      requires(actor, 'news.manageFeeds');
      return deps.news.aggregate();
    },

    /** Shown articles as the news page orders them (pinned first), or the hidden ones. */
    async articles(
      actor: OfficeActor,
      show: CuratedArticlesShown,
    ): Promise<{ articles: CuratedArticle[] }> {
      requires(actor, 'news.curate');
      if (show === 'hidden') {
        return { articles: (await repo.hiddenArticles(NEWS_CURATION_LIMIT)).map(toCuratedArticle) };
      }
      const pinned = await repo.pinnedArticles(NEWS_CURATION_LIMIT);
      const newest = await repo.newestArticles(NEWS_CURATION_LIMIT);
      const first = new Set(pinned.map((row) => row.id));
      const rows = [...pinned, ...newest.filter((row) => !first.has(row.id))];
      return { articles: rows.slice(0, NEWS_CURATION_LIMIT).map(toCuratedArticle) };
    },

    /** Hides an article from every public list and page (which also unpins it), or shows it again. */
    setHidden: (actor: OfficeActor, id: number, hidden: boolean) =>
      curate(actor, id, (row) => {
        if ((row.hiddenAt !== null) === hidden) return null;
        return hidden
          ? {
              marks: { hiddenAt: now(), pinnedAt: null },
              action: 'news.article.hide',
              verb: 'hidden',
            }
          : { marks: { hiddenAt: null }, action: 'news.article.unhide', verb: 'shown again' };
      }),

    /** Pins a shown article to the top of the news, or unpins it. */
    setPinned: (actor: OfficeActor, id: number, pinned: boolean) =>
      curate(actor, id, (row) => {
        if ((row.pinnedAt !== null) === pinned) return null;
        if (pinned && row.hiddenAt !== null) {
          throw new HttpError(
            409,
            'ARTICLE_HIDDEN',
            'This article is hidden. Show it again before pinning it.',
          );
        }
        return pinned
          ? { marks: { pinnedAt: now() }, action: 'news.article.pin', verb: 'pinned' }
          : { marks: { pinnedAt: null }, action: 'news.article.unpin', verb: 'unpinned' };
      }),
  };
}

export type NewsOfficeService = ReturnType<typeof createNewsOfficeService>;
