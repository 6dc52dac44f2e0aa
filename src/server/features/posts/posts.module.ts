import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createPostsRepo } from './posts.repo.js';
import { postRoutes } from './posts.routes.js';
import { createPostsService, type PostsServiceDeps } from './posts.service.js';

/** Creators' posts, with likes and comments. */
export function createPostsModule(
  { db }: ModuleDeps,
  links: Pick<PostsServiceDeps, 'notify' | 'entitlements'>,
) {
  const posts = createPostsService({ repo: createPostsRepo(db), ...links });
  const module: FeatureModule = { name: 'posts', register: (app) => postRoutes(app, { posts }) };
  // What the admin's report handling can do to a post, under the report type's name.
  const moderation = {
    post: {
      hide: (id: number) => posts.moderate('hide', id),
      remove: (id: number) => posts.moderate('remove', id),
    },
  };
  return { module, moderation };
}
