import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { createArtistsRepo } from './artists.repo.js';
import { artistRoutes } from './artists.routes.js';
import { type ArtistsServiceDeps, createArtistsService } from './artists.service.js';

/** The artist directory (/artists). It reads creators, songs, follows and airplay; it writes nothing. */
export function createArtistsModule(
  { db }: ModuleDeps,
  links: Pick<ArtistsServiceDeps, 'streamingOpen'> = {},
): FeatureModule {
  const artists = createArtistsService({ repo: createArtistsRepo(db), ...links });
  return { name: 'artists', register: (app) => artistRoutes(app, { artists }) };
}
