import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createPostsRepo } from './posts.repo.js';
import { postRoutes } from './posts.routes.js';
import { createPostsService, type PostsServiceDeps } from './posts.service.js';

/** Creators' posts, with likes and comments. */
export function createPostsModule(
  { db }: ModuleDeps,
  links: Pick<PostsServiceDeps, 'notify' | 'subscriptions'>,
): FeatureModule {
  const posts = createPostsService({ repo: createPostsRepo(db), ...links });
  return { name: 'posts', register: (app) => postRoutes(app, { posts }) };
}
