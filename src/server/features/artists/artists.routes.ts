import type { FastifyInstance } from 'fastify';
import {
  artistListSchema,
  artistsQuerySchema,
  stationArtistListSchema,
} from '../../../shared/contracts/artists.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { ArtistsService } from './artists.service.js';
import { toArtistList, toStationArtists } from './artists.views.js';

export function artistRoutes(app: FastifyInstance, deps: { artists: ArtistsService }) {
  const route = declareRoutes(app, { tags: ['artists'], errors: [400] });

  // The same for every visitor, and figures of 30 days move slowly: shared caches may keep it
  // briefly, which also spares the database a burst of visitors.
  route('GET /api/artists', {
    access: 'public',
    summary: 'The artist directory: established (most fans), rising (growth in 30 days), global',
    description:
      'Creators with a published song or airplay on the station, 24 a page. Rising counts new fans first, then song plays plus airplay, over the last 30 days; global lists artists who gave a country (one country with `country`) and counts the artists of each.',
    querystring: artistsQuerySchema,
    ok: artistListSchema,
    cache: 'public, max-age=30',
    handle: async (request) => toArtistList(await deps.artists.list(request.query)),
  });

  route('GET /api/artists/station', {
    access: 'public',
    summary: 'The artists of the station’s own library, the most played over 30 days first',
    description:
      'The music the station renders and the crew’s uploads, made by no platform account; each with its tracks in rotation, its airplay in the last 30 days and its most played track.',
    ok: stationArtistListSchema,
    cache: 'public, max-age=30',
    handle: async () => toStationArtists(await deps.artists.ofStation()),
  });
}
