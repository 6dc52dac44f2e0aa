import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import {
  airplayDecisionRequestSchema,
  airplaySubmissionListSchema,
  airplaySubmissionSchema,
  airplaySubmissionStatusSchema,
  librarySearchQuerySchema,
  queueTrackRequestSchema,
  stationLibrarySchema,
  stationQueueSchema,
  submitAirplayRequestSchema,
} from '../../../shared/contracts/playout.js';
import { BUILT_IN_STREAM_PATH } from '../../../shared/radio.constants.js';
import { HttpError } from '../../lib/http-error.js';
import type { LiveStream } from '../../lib/live-stream/live-stream.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import { type ConnectionCap, localCap } from '../../lib/shared-caps.js';
import type { PlayoutService } from './playout.service.js';

/**
 * Each listener holds a socket. The cap leaves room for an office or a campus behind one
 * address and still stops one client from pinning thousands.
 */
export const MAX_LISTENERS_PER_ADDRESS = 64;

/** Whether the request carries the station's token (Liquidsoap's), compared in constant time. */
export function hasStationToken(request: FastifyRequest, token: string | undefined): boolean {
  const sent = request.headers['x-station-token'];
  if (!token || typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function playoutRoutes(
  app: FastifyInstance,
  deps: {
    service: PlayoutService;
    stream: LiveStream | null;
    /** The cap on open players per address (shared by the instances with Redis). */
    listenersPerAddress?: ConnectionCap;
  },
) {
  const route = declareRoutes(app, { tags: ['station'], errors: [400, 401, 403, 404, 409] });
  const tags = ['station'];
  const listenersPerAddress = deps.listenersPerAddress ?? localCap(MAX_LISTENERS_PER_ADDRESS);

  if (deps.stream) {
    const stream = deps.stream;
    app.get(
      BUILT_IN_STREAM_PATH,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The built-in station: one live MP3 stream every listener hears at once',
          description:
            'audio/mpeg, paced in real time. A listener that sends `Icy-MetaData: 1` gets the titles in-band every `icy-metaint` bytes. A live stream has no byte ranges: a Range request is answered with the stream from now (200). 503 while nothing is on air; 429 past the listeners one address may open.',
        },
      },
      async (request, reply) => {
        if (request.method === 'HEAD') {
          reply.hijack();
          stream.serve(request.raw, reply.raw);
          return;
        }
        const release = await listenersPerAddress.acquire(request.ip);
        if (!release) {
          throw new HttpError(
            429,
            'TOO_MANY_LISTENERS',
            'Too many players of this station are open from your address. Close one and try again.',
          );
        }
        reply.hijack();
        reply.raw.once('close', release);
        // A listener that left while the slot was taken is let go at once.
        if (request.raw.socket.destroyed || reply.raw.destroyed) release();
        stream.serve(request.raw, reply.raw);
      },
    );
  }

  route('GET /api/station/queue', {
    access: 'dj',
    summary: 'On air now and the tracks coming next (DJs and admins)',
    ok: stationQueueSchema,
    handle: (request) => deps.service.queue(request.user),
  });

  route('POST /api/station/queue', {
    access: 'dj',
    summary: 'Put a library track on next (DJs and admins)',
    body: queueTrackRequestSchema,
    ok: stationQueueSchema,
    handle: (request) => deps.service.queueNext(request.user, request.body.trackId),
  });

  route('POST /api/station/skip', {
    access: 'dj',
    summary: 'End the track on air now; the next one starts (DJs and admins)',
    status: 204,
    handle: (request) => deps.service.skip(request.user),
  });

  route('GET /api/station/library', {
    access: 'dj',
    summary: 'Search the tracks the station can play (DJs and admins)',
    querystring: librarySearchQuerySchema,
    ok: stationLibrarySchema,
    handle: (request) => deps.service.library(request.user, request.query.q),
  });

  route('POST /api/station/submissions', {
    access: 'creator',
    summary: 'Submit one of your published songs for airplay',
    body: submitAirplayRequestSchema,
    ok: airplaySubmissionSchema,
    status: 201,
    handle: (request) => deps.service.submit(request.user, request.body.songId),
  });

  route('GET /api/station/submissions/mine', {
    access: 'creator',
    summary: 'Your airplay submissions and how often each was played',
    ok: airplaySubmissionListSchema,
    handle: (request) => deps.service.mine(request.user),
  });

  route('DELETE /api/station/submissions/:id', {
    access: 'creator',
    summary: 'Withdraw your song from airplay',
    params: idParamsSchema,
    ok: airplaySubmissionSchema,
    handle: (request) => deps.service.withdraw(request.user, request.params.id),
  });

  route('GET /api/station/submissions', {
    access: 'dj',
    summary: 'Artists’ airplay submissions (DJs and admins)',
    querystring: z.object({ status: airplaySubmissionStatusSchema.optional() }),
    ok: airplaySubmissionListSchema,
    handle: (request) => deps.service.list(request.user, request.query.status),
  });

  route('POST /api/station/submissions/:id/decision', {
    access: 'dj',
    summary: 'Approve or decline a song for airplay (DJs and admins)',
    params: idParamsSchema,
    body: airplayDecisionRequestSchema,
    ok: airplaySubmissionSchema,
    handle: (request) =>
      deps.service.decide(
        request.user,
        request.params.id,
        request.body.decision,
        request.body.note,
      ),
  });
}
