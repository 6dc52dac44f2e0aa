import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createBookmarksRepo } from './bookmarks.repo.js';
import { bookmarkRoutes } from './bookmarks.routes.js';
import { createBookmarksService } from './bookmarks.service.js';

/** Members' bookmarks of pages of this site. */
export function createBookmarksModule({ db }: ModuleDeps): FeatureModule {
  const bookmarks = createBookmarksService({ repo: createBookmarksRepo(db) });
  return { name: 'bookmarks', register: (app) => bookmarkRoutes(app, { bookmarks }) };
}
