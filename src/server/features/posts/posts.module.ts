import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createPostsRepo } from './posts.repo.js';
import { postRoutes } from './posts.routes.js';
import { createPostsService, type PostsServiceDeps } from './posts.service.js';

/** Creators' posts, with likes and comments. */
export function createPostsModule(
  { db }: ModuleDeps,
  links: Pick<PostsServiceDeps, 'notify' | 'subscriptions'>,
) {
  const posts = createPostsService({ repo: createPostsRepo(db), ...links });
  const module: FeatureModule = { name: 'posts', register: (app) => postRoutes(app, { posts }) };
  return { module, moderate: posts.moderate };
}
