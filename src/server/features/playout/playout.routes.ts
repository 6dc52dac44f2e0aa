import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { errorAnswers } from '../../lib/http-responses.js';
import type { LiveStream } from '../../lib/live-stream/live-stream.js';
import { createPerAddressCap } from '../../lib/per-address-cap.js';
import type { PlayoutService } from './playout.service.js';

/**
 * Each listener holds a socket. The cap leaves room for an office or a campus behind one
 * address and still stops one client from pinning thousands.
 */
export const MAX_LISTENERS_PER_ADDRESS = 64;

const errors = errorAnswers(400, 401, 403, 404, 409);

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
  deps: { service: PlayoutService; stream: LiveStream | null },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['station'];
  const listenersPerAddress = createPerAddressCap(MAX_LISTENERS_PER_ADDRESS);

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
      (request, reply) => {
        if (request.method === 'HEAD') {
          reply.hijack();
          stream.serve(request.raw, reply.raw);
          return;
        }
        const release = listenersPerAddress.acquire(request.ip);
        if (!release) {
          throw new HttpError(
            429,
            'TOO_MANY_LISTENERS',
            'Too many players of this station are open from your address. Close one and try again.',
          );
        }
        reply.hijack();
        reply.raw.once('close', release);
        stream.serve(request.raw, reply.raw);
      },
    );
  }

  api.get(
    '/api/station/queue',
    {
      config: { access: 'dj' },
      schema: {
        tags,
        summary: 'On air now and the tracks coming next (DJs and admins)',
        response: { 200: stationQueueSchema, ...errors },
      },
    },
    async (request) => deps.service.queue(request.user),
  );

  api.post(
    '/api/station/queue',
    {
      config: { access: 'dj' },
      schema: {
        tags,
        summary: 'Put a library track on next (DJs and admins)',
        body: queueTrackRequestSchema,
        response: { 200: stationQueueSchema, ...errors },
      },
    },
    async (request) => deps.service.queueNext(request.user, request.body.trackId),
  );

  api.post(
    '/api/station/skip',
    {
      config: { access: 'dj' },
      schema: {
        tags,
        summary: 'End the track on air now; the next one starts (DJs and admins)',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deps.service.skip(request.user);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/station/library',
    {
      config: { access: 'dj' },
      schema: {
        tags,
        summary: 'Search the tracks the station can play (DJs and admins)',
        querystring: librarySearchQuerySchema,
        response: { 200: stationLibrarySchema, ...errors },
      },
    },
    async (request) => deps.service.library(request.user, request.query.q),
  );

  api.post(
    '/api/station/submissions',
    {
      config: { access: 'creator' },
      schema: {
        tags,
        summary: 'Submit one of your published songs for airplay',
        body: submitAirplayRequestSchema,
        response: { 201: airplaySubmissionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const submission = await deps.service.submit(request.user, request.body.songId);
      return reply.code(201).send(submission);
    },
  );

  api.get(
    '/api/station/submissions/mine',
    {
      config: { access: 'creator' },
      schema: {
        tags,
        summary: 'Your airplay submissions and how often each was played',
        response: { 200: airplaySubmissionListSchema, ...errors },
      },
    },
    async (request) => deps.service.mine(request.user),
  );

  api.delete(
    '/api/station/submissions/:id',
    {
      config: { access: 'creator' },
      schema: {
        tags,
        summary: 'Withdraw your song from airplay',
        params: idParamsSchema,
        response: { 200: airplaySubmissionSchema, ...errors },
      },
    },
    async (request) => deps.service.withdraw(request.user, request.params.id),
  );

  api.get(
    '/api/station/submissions',
    {
      config: { access: 'dj' },
      schema: {
        tags,
        summary: 'Artists’ airplay submissions (DJs and admins)',
        querystring: z.object({ status: airplaySubmissionStatusSchema.optional() }),
        response: { 200: airplaySubmissionListSchema, ...errors },
      },
    },
    async (request) => deps.service.list(request.user, request.query.status),
  );

  api.post(
    '/api/station/submissions/:id/decision',
    {
      config: { access: 'dj' },
      schema: {
        tags,
        summary: 'Approve or decline a song for airplay (DJs and admins)',
        params: idParamsSchema,
        body: airplayDecisionRequestSchema,
        response: { 200: airplaySubmissionSchema, ...errors },
      },
    },
    async (request) =>
      deps.service.decide(
        request.user,
        request.params.id,
        request.body.decision,
        request.body.note,
      ),
  );
}
