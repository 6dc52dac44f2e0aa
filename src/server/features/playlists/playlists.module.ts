import type { AuditTrail, FeatureModule, ModuleDeps } from '../../modules.js';
import { createPlaylistsRepo } from './playlists.repo.js';
import { playlistsRoutes } from './playlists.routes.js';
import { createPlaylistsService, type ListenablePort } from './playlists.service.js';

/** The station's playlists: the page, members' saved ones, the crew's editor. */
export function createPlaylistsModule(
  { db }: ModuleDeps,
  links: { audit: AuditTrail; listenable: ListenablePort },
) {
  const playlists = createPlaylistsService({
    db,
    repo: createPlaylistsRepo(db),
    audit: links.audit,
    listenable: links.listenable,
  });
  return {
    name: 'playlists',
    register: (app) => playlistsRoutes(app, { playlists }),
  } satisfies FeatureModule;
}
