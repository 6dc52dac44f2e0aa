import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiErrorSchema } from '../../../shared/contracts/errors.js';
import {
  catalogueQuerySchema,
  catalogueSchema,
  officePlaylistListSchema,
  officePlaylistSchema,
  playlistDeleteQuerySchema,
  playlistIdParamsSchema,
  playlistInputSchema,
  playlistListSchema,
  playlistSaveResultSchema,
  playlistSchema,
  playlistSlugParamsSchema,
  playlistUpdateSchema,
  type StalePlaylistBody,
  stalePlaylistSchema,
} from '../../../shared/contracts/playlists.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import { type PlaylistsService, StalePlaylistError } from './playlists.service.js';

/** A stale write answers with the playlist as it is now beside the error. */
async function answeringStale<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StalePlaylistError)) throw error;
    const body: StalePlaylistBody = {
      error: { status: 409, code: error.code, message: error.message },
      current: error.current,
    };
    return reply.code(409).send(body);
  }
}

export function playlistsRoutes(app: FastifyInstance, deps: { playlists: PlaylistsService }) {
  const { playlists } = deps;
  const route = declareRoutes(app, { tags: ['playlists'], errors: [] });

  route('GET /api/playlists', {
    access: 'public',
    summary:
      'The crew’s published playlists (by era, mood and DJ specials) and the station’s automatic ones',
    ok: playlistListSchema,
    cache: 'no-cache',
    handle: () => playlists.list(),
  });

  route('GET /api/playlists/saved', {
    access: 'user',
    summary: 'The playlists the signed-in member keeps in their lists, the latest saved first',
    ok: playlistListSchema,
    personal: true,
    errors: [401],
    handle: (request) => playlists.saved(request.user),
  });

  route('GET /api/playlists/:slug', {
    access: 'public',
    summary: 'One playlist with its tracks as this listener hears them',
    description:
      'A premium song plays as its 30-second preview (`fullLength: false`) to listeners who neither subscribe to its artist nor bought it.',
    params: playlistSlugParamsSchema,
    ok: playlistSchema,
    personal: true,
    errors: [400, 404],
    handle: (request) => playlists.detail(request.user, request.params.slug),
  });

  for (const method of ['PUT', 'DELETE'] as const) {
    route(`${method} /api/playlists/:slug/save`, {
      access: 'user',
      rateLimit: { max: 60, timeWindow: '1 minute' },
      summary:
        method === 'PUT'
          ? 'Keep a playlist in my lists (once; saving again changes nothing)'
          : 'Take a playlist out of my lists',
      params: playlistSlugParamsSchema,
      ok: playlistSaveResultSchema,
      errors: [400, 401, 404, 429],
      handle: (request) => playlists.save(request.user, request.params.slug, method === 'PUT'),
    });
  }

  const office = { access: 'dj' } as const;

  route('GET /api/playlists/office', {
    ...office,
    summary: 'Every crew playlist for editing, drafts too, with its version (DJs and admins)',
    ok: officePlaylistListSchema,
    cache: 'no-store',
    errors: [401, 403],
    handle: (request) => playlists.office(request.user),
  });

  route('GET /api/playlists/office/catalogue', {
    ...office,
    summary:
      'The track picker: the station’s own tracks and published songs matching a search (DJs and admins)',
    querystring: catalogueQuerySchema,
    ok: catalogueSchema,
    cache: 'no-store',
    errors: [400, 401, 403],
    handle: (request) => playlists.catalogue(request.user, request.query.q),
  });

  route('POST /api/playlists/office', {
    ...office,
    summary: 'Add a playlist (DJs and admins)',
    description:
      'An entry that is not a published song or a station track in rotation answers 400 PLAYLIST_ENTRY_UNAVAILABLE naming it in `fields`.',
    body: playlistInputSchema,
    ok: officePlaylistSchema,
    status: 201,
    errors: [400, 401, 403],
    handle: (request) => playlists.create(request.user, request.body),
  });

  route('PUT /api/playlists/office/:id', {
    ...office,
    summary: 'Change, publish or take down a playlist, naming the version it was read at',
    description:
      'A version that is no longer current answers 409 STALE_PLAYLIST with the playlist as it is now in `current`.',
    params: playlistIdParamsSchema,
    body: playlistUpdateSchema,
    ok: officePlaylistSchema,
    errors: [400, 401, 403, 404],
    alsoAnswers: { 409: stalePlaylistSchema.or(apiErrorSchema) },
    handle: (request, reply) =>
      answeringStale(reply, () => playlists.update(request.user, request.params.id, request.body)),
  });

  route('DELETE /api/playlists/office/:id', {
    ...office,
    summary: 'Delete a playlist, naming the version it was read at (DJs and admins)',
    params: playlistIdParamsSchema,
    querystring: playlistDeleteQuerySchema,
    status: 204,
    errors: [400, 401, 403, 404],
    alsoAnswers: { 409: stalePlaylistSchema.or(apiErrorSchema) },
    handle: (request, reply) =>
      answeringStale(reply, () =>
        playlists.remove(request.user, request.params.id, request.query.version),
      ),
  });
}
