import { station } from '../../../shared/site/station.js';
import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { DEFAULT_FETCH_LIMITS } from './feed-fetch.js';
import { createNewsRepo } from './news.repo.js';
import { newsRoutes } from './news.routes.js';
import { createNewsSearch } from './news.search.js';
import { createNewsService } from './news.service.js';

/** A few seconds after start-up before feeds are fetched, so the site is serving first. */
const START_GRACE_MS = 5_000;

/** Synthwave News: feeds read on a schedule and on request, searched in full text. */
export function createNewsModule({ db, database, env, log, jobs }: ModuleDeps): FeatureModule {
  const repo = createNewsRepo(db);
  const news = createNewsService({
    repo,
    search: createNewsSearch(repo.searchSteps),
    feeds: env.NEWS_FEEDS ?? [],
    limits: {
      ...DEFAULT_FETCH_LIMITS,
      userAgent: `${station.name} news reader (+${env.PUBLIC_URL})`,
    },
    tryLeadership: (key) => database.tryLeadership(key),
    log,
  });
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
    register: (app) => newsRoutes(app, { news }),
    close: () => news.idle(),
  };
}
