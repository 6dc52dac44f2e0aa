import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { siteRoutes } from './site.routes.js';

/** What crawlers read: robots.txt and the sitemap, from the shared page list. */
export function createSiteModule({ env }: ModuleDeps): FeatureModule {
  return { name: 'site', register: (app) => siteRoutes(app, { publicUrl: env.PUBLIC_URL }) };
}
