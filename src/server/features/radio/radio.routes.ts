import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  historyQuerySchema,
  historySchema,
  NOW_PLAYING_EVENT,
  type NowPlaying,
  nowPlayingSchema,
  type StreamConfig,
  streamConfigSchema,
} from '../../../shared/contracts/radio.js';
import { HttpError } from '../../lib/http-error.js';
import { errorAnswers } from '../../lib/http-responses.js';
import type { MemberConnections } from '../../lib/member-events.js';
import {
  createPublicReadCache,
  type JsonBytes,
  sendCachedJson,
} from '../../lib/public-read-cache.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import { type ConnectionCap, localCap } from '../../lib/shared-caps.js';
import type { NowPlayingService } from './now-playing.service.js';
import { toPlayedTrack } from './radio.views.js';

const HEARTBEAT_MS = 20_000;
/**
 * Each open stream holds a socket and a subscriber. Every open page of the site holds one (the
 * player lives in the shell), so the cap leaves room for an office or a campus behind one
 * address while still stopping one client from pinning thousands.
 */
export const MAX_EVENT_STREAMS_PER_ADDRESS = 64;

export function radioRoutes(
  app: FastifyInstance,
  deps: {
    nowPlaying: NowPlayingService;
    station: StreamConfig;
    /** Marks a signed-in listener present while their stream is open. */
    holdPresence: (userId: number) => () => void;
    /** Signed-in listeners' streams, ended on every instance when the member is suspended. */
    connections?: MemberConnections;
    /** How long the history is shared (PUBLIC_READ_CACHE_MS). */
    publicReadMs?: number;
    /** The cap on open streams per address (shared by the instances with Redis). */
    streamsPerAddress?: ConnectionCap;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes(app, { tags: ['radio'], errors: [] });
  const tags = ['radio'];
  const config = { access: 'public' as const };
  // The history is the same for every listener and changes with the track: a change listeners
  // can see (a new track above all) drops the kept copy, so the list never lags the player.
  const history = createPublicReadCache<JsonBytes>({ ttlMs: deps.publicReadMs });
  deps.nowPlaying.subscribe(() => history.forget());
  const streamsPerAddress = deps.streamsPerAddress ?? localCap(MAX_EVENT_STREAMS_PER_ADDRESS);

  route('GET /api/radio/station', {
    access: 'public',
    summary: 'How to play the station',
    ok: streamConfigSchema,
    handle: () => deps.station,
  });

  route('GET /api/radio/now-playing', {
    access: 'public',
    summary: 'The track, show and listener count right now',
    ok: nowPlayingSchema,
    cache: 'no-cache',
    handle: () => deps.nowPlaying.current(),
  });

  route('GET /api/radio/history', {
    access: 'public',
    summary: 'The last tracks played, newest first',
    querystring: historyQuerySchema,
    ok: historySchema,
    errors: [400],
    handle: async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const { limit } = request.query;
      return sendCachedJson(reply, history, String(limit), historySchema, async () => ({
        tracks: (await deps.nowPlaying.history(limit)).map(toPlayedTrack),
      }));
    },
  });

  api.get(
    '/api/radio/events',
    {
      config,
      schema: {
        tags,
        summary: 'Live now-playing updates (Server-Sent Events)',
        description: `text/event-stream. Each update is an event named "${NOW_PLAYING_EVENT}" whose data is the now-playing JSON; the current state is sent on connect. One address may hold a limited number of streams open at once; past that the answer is 429.`,
        response: errorAnswers(429),
      },
    },
    async (request, reply) => {
      const release = await streamsPerAddress.acquire(request.ip);
      if (!release) {
        throw new HttpError(
          429,
          'TOO_MANY_STREAMS',
          'Too many live update streams are open from your address. Close another tab of this site and try again.',
        );
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies such as nginx would otherwise hold events back.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      const send = (state: NowPlaying) => {
        raw.write(`event: ${NOW_PLAYING_EVENT}\ndata: ${JSON.stringify(state)}\n\n`);
      };
      raw.write('retry: 3000\n\n');
      send(deps.nowPlaying.current());
      const unsubscribe = deps.nowPlaying.subscribe(send);
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      const leave = request.user ? deps.holdPresence(request.user.id) : () => undefined;
      let ended = false;
      let untrack: () => void = () => undefined;
      const end = () => {
        if (ended) return;
        ended = true;
        leave();
        untrack();
        clearInterval(heartbeat);
        unsubscribe();
        release();
      };
      if (request.user && deps.connections) {
        // Suspended: the stream ends now; the page's reconnect comes without a session.
        untrack = deps.connections.track(request.user.id, () => {
          end();
          raw.end();
        });
      }
      // The response closes when the connection does, whichever side ends it; a listener that
      // left before this ran is let go at once.
      raw.once('close', end);
      raw.once('error', end);
      if (raw.destroyed) end();
    },
  );
}
