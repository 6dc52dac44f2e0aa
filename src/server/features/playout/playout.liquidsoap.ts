import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import { nextTrackSchema, trackStartedRequestSchema } from '../../../shared/contracts/playout.js';
import { forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { errorAnswers } from '../../lib/http-responses.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import { sendStored } from '../../lib/storage/send-stored.js';
import type { MediaStorage } from '../../lib/storage/storage.js';
import type { AutoDj, Choice } from './playout.autodj.js';
import type { PlayoutRepo } from './playout.repo.js';
import { hasStationToken } from './playout.routes.js';
import type { NowPlayingPort } from './playout.station.js';

/** How long a track's audio address handed to Liquidsoap stays good. */
const AUDIO_LINK_MS = 60 * 60_000;
/** Choices waiting for Liquidsoap to say they started; it asks ahead by a track or two. */
const KEEP_CHOICES = 16;

const sign = (token: string, id: number, expires: number) =>
  createHmac('sha256', token).update(`station-audio:${id}:${expires}`).digest('base64url');

/** Liquidsoap's annotate: values are double-quoted; quotes and backslashes would end them. */
const annotateValue = (value: string) => value.replace(/["\\\n\r]/g, ' ');

/**
 * The app as Liquidsoap's AutoDJ: `request.dynamic` asks here for each next track (so the same
 * rotation rules, queue and requests decide) and reports each track it starts, which records
 * the play with its credit. Only a caller with the station's token is answered.
 */
export function liquidsoapRoutes(
  app: FastifyInstance,
  deps: {
    token: string | undefined;
    autodj: AutoDj;
    repo: PlayoutRepo;
    storage: MediaStorage;
    nowPlaying: NowPlayingPort;
    listeners: () => number;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes(app, { tags: ['station'], errors: [403, 404, 409] });
  const tags = ['station'];
  const chosen = new Map<number, Choice>();
  const refuse = () => forbidden('Only the station’s playout engine may call this.');

  route('GET /api/station/next', {
    access: 'public',
    summary: 'The next track for Liquidsoap (X-Station-Token)',
    ok: nextTrackSchema,
    handle: async (request) => {
      if (!hasStationToken(request, deps.token) || !deps.token) throw refuse();
      const choice =
        (await deps.autodj.choose(new Set(chosen.keys()))) ?? (await deps.autodj.choose());
      if (!choice?.track.onAirKey) {
        throw new HttpError(409, 'NOTHING_TO_PLAY', 'The library has nothing ready to play.');
      }
      chosen.delete(choice.track.id);
      chosen.set(choice.track.id, choice);
      while (chosen.size > KEEP_CHOICES) chosen.delete(chosen.keys().next().value as number);
      const expires = Date.now() + AUDIO_LINK_MS;
      const id = choice.track.id;
      const url = `${request.protocol}://${request.host}/api/station/tracks/${id}/audio?expires=${expires}&sig=${sign(deps.token, id, expires)}`;
      const { artist, title } = choice.track;
      return {
        trackId: id,
        artist,
        title,
        url,
        uri: `annotate:title="${annotateValue(title)}",artist="${annotateValue(artist)}",station_track_id="${id}":${url}`,
      };
    },
  });

  route('POST /api/station/started', {
    access: 'public',
    summary: 'Liquidsoap reports the track it started (X-Station-Token)',
    body: trackStartedRequestSchema,
    status: 204,
    handle: async (request) => {
      if (!hasStationToken(request, deps.token)) throw refuse();
      const trackId = request.body.trackId;
      const track = await deps.repo.playableTrack(trackId);
      if (!track) throw notFound('That track is not in the station’s library.');
      const choice: Choice = chosen.get(trackId) ?? {
        track,
        reason: 'rotation',
        queueId: null,
        requestId: null,
        requestedBy: null,
      };
      chosen.delete(trackId);
      const startedAt = new Date();
      const played = await deps.nowPlaying.report({
        online: true,
        listeners: deps.listeners(),
        started: {
          artist: track.artist,
          title: track.title,
          startedAt,
          stationTrackId: track.id,
          songId: track.songId,
          creatorId: track.creatorId,
          isPreview: track.isPreview,
          requestId: choice.requestId,
        },
      });
      await deps.autodj.aired(choice, startedAt);
      await deps.repo.savePlayout({ trackId, startedAt, playedTrackId: played?.id ?? null });
    },
  });

  api.get(
    '/api/station/tracks/:id/audio',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A library track’s on-air copy, through a signed address from /api/station/next',
        params: idParamsSchema,
        querystring: z.object({
          expires: z.coerce.number({ message: 'must be a number' }).int('must be whole'),
          sig: z.string().max(100, 'is too long'),
        }),
        response: errorAnswers(400, 403, 404),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, sig } = request.query;
      const good = deps.token ? Buffer.from(sign(deps.token, id, expires)) : null;
      const given = Buffer.from(sig);
      if (
        !good ||
        good.length !== given.length ||
        !timingSafeEqual(good, given) ||
        expires < Date.now()
      ) {
        throw forbidden('This address is not valid or has expired.');
      }
      const track = await deps.repo.playableTrack(id);
      if (!track?.onAirKey) throw notFound('That track is not in the station’s library.');
      return sendStored(request, reply, deps.storage, track.onAirKey, {
        contentType: 'audio/mpeg',
        cacheControl: 'private, no-store',
      });
    },
  );
}
