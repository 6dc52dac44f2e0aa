import { station } from '../../../shared/site/station.js';
import type { AuditTrail, FeatureModule, ModuleDeps } from '../../modules.js';
import { createFeedAddressGuard } from './feed-address-guard.js';
import { DEFAULT_FETCH_LIMITS } from './feed-fetch.js';
import { createNewsRepo } from './news.repo.js';
import { newsRoutes } from './news.routes.js';
import { createNewsSearch } from './news.search.js';
import { categoryName, createNewsService } from './news.service.js';
import { createNewsOfficeRepo } from './news-office.repo.js';
import { newsOfficeRoutes } from './news-office.routes.js';
import { createNewsOfficeService } from './news-office.service.js';

/** A few seconds after start-up before feeds are fetched, so the site is serving first. */
const START_GRACE_MS = 5_000;

export interface NewsLinks {
  /** Where the back office's changes are recorded, in the same transaction as each change. */
  audit: AuditTrail;
}

/**
 * Synthwave News: feeds read on a schedule and on request, searched in full text. The feeds
 * live in the database, edited in the back office; the configured ones (NEWS_FEEDS) fill it
 * the first time only.
 */
export function createNewsModule(
  { db, database, env, log, jobs }: ModuleDeps,
  { audit }: NewsLinks,
): FeatureModule {
  const repo = createNewsRepo(db);
  const officeRepo = createNewsOfficeRepo(db);
  const guard = createFeedAddressGuard({ allowPrivate: env.NEWS_FEEDS_ALLOW_PRIVATE === 'on' });
  const news = createNewsService({
    repo,
    feeds: officeRepo,
    search: createNewsSearch(repo.searchSteps),
    limits: {
      ...DEFAULT_FETCH_LIMITS,
      userAgent: `${station.name} news reader (+${env.PUBLIC_URL})`,
    },
    guard,
    tryLeadership: (key) => database.tryLeadership(key),
    log,
  });
  const office = createNewsOfficeService({ db, repo: officeRepo, news, guard, audit });
  const everyMs = (env.NEWS_REFRESH_MINUTES ?? 0) * 60_000;
  if (everyMs > 0) {
    jobs.add({
      name: 'news-refresh',
      first: async () => Math.max(START_GRACE_MS, await news.dueIn(everyMs)),
      every: () => everyMs,
      run: () => news.scheduledRun(),
    });
  }
  return {
    name: 'news',
    register: async (app) => {
      const configured = env.NEWS_FEEDS ?? [];
      const categories = [...new Set(configured.map((feed) => feed.category))];
      await officeRepo.seedOnce(
        configured,
        categories.map((id) => ({ id, name: categoryName(id) })),
      );
      newsRoutes(app, { news, publicReadMs: env.PUBLIC_READ_CACHE_MS });
      newsOfficeRoutes(app, { office });
    },
    close: () => news.idle(),
  };
}
