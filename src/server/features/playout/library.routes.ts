import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/contracts/fields.js';
import {
  libraryItemPageSchema,
  libraryItemSchema,
  libraryItemsQuerySchema,
  STATION_UPLOAD_MAX_BYTES,
  stationUploadMetadataSchema,
  trackRotationRequestSchema,
} from '../../../shared/contracts/playout.js';
import { HttpError } from '../../lib/http-error.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { ConnectionCap } from '../../lib/shared-caps.js';
import { sendStored } from '../../lib/storage/send-stored.js';
import type { MediaStorage } from '../../lib/storage/storage.js';
import { receiveFileToDisk } from '../../lib/uploads.js';
import type { LibraryService } from './library.service.js';

/** The upload's text parts refused by the contract: each field named with its reason. */
function metadataProblem(issues: { path: PropertyKey[]; message: string }[]): HttpError {
  const fields = issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'metadata',
    reason: issue.message,
  }));
  const first = fields[0];
  return new HttpError(
    400,
    'VALIDATION_FAILED',
    first
      ? `The track's details are not valid: ${first.field} ${first.reason}.`
      : "The track's details are not valid.",
    fields,
  );
}

/** The back office's library: DJs and admins list, take out, put back and upload tracks. */
export function libraryRoutes(
  app: FastifyInstance,
  deps: {
    library: LibraryService;
    storage: MediaStorage;
    /** The cap on media streams per address (shared with the songs' own). */
    mediaPerAddress?: ConnectionCap;
  },
) {
  const route = declareRoutes(app, { tags: ['station'], errors: [400, 401, 403, 404, 409] });
  const { library } = deps;

  route('GET /api/station/tracks/:id/listen', {
    access: 'public',
    summary:
      'A track of the station’s own library (a demo or an upload) on demand, for its playlists',
    description:
      'Artists’ songs are not served here: they play through /api/songs/:id, where the premium rules hold. A track out of rotation answers 404.',
    params: idParamsSchema,
    errors: [400, 404, 429],
    handle: async (request, reply) => {
      const key = await library.onDemandKey(request.params.id);
      return sendStored(request, reply, deps.storage, key, {
        contentType: 'audio/mpeg',
        cacheControl: 'public, max-age=3600',
        perAddress: deps.mediaPerAddress,
      });
    },
  });

  route('GET /api/station/tracks', {
    access: 'dj',
    summary: 'Every track of the station’s library with its plays, newest first (DJs and admins)',
    querystring: libraryItemsQuerySchema,
    ok: libraryItemPageSchema,
    personal: true,
    handle: (request) => library.list(request.user, request.query),
  });

  route('PUT /api/station/tracks/:id/rotation', {
    access: 'dj',
    summary: 'Take a track out of rotation, or put it back (DJs and admins)',
    params: idParamsSchema,
    body: trackRotationRequestSchema,
    ok: libraryItemSchema,
    handle: (request) =>
      library.setRotation(request.user, request.params.id, request.body.inRotation),
  });

  route('POST /api/station/tracks', {
    access: 'dj',
    summary: 'Upload a track to the station’s own library (multipart: audio, title, artist)',
    description: `multipart/form-data with a file field "audio" (MP3, AAC/M4A, FLAC, WAV or Ogg, at most ${STATION_UPLOAD_MAX_BYTES / 1024 / 1024} MB and 30 minutes) and the required "title" and "artist". The track is ready once its on-air copy is made.`,
    consumes: ['multipart/form-data'],
    ok: libraryItemSchema,
    status: 201,
    errors: [400, 401, 403, 413, 415, 422, 429],
    rateLimit: { max: 60, timeWindow: '1 hour' },
    handle: async (request) => {
      const dir = await mkdtemp(join(tmpdir(), 'station-upload-'));
      try {
        const upload = await receiveFileToDisk(request, {
          field: 'audio',
          maxBytes: STATION_UPLOAD_MAX_BYTES,
          dir,
          missingMessage: 'Choose an audio file to upload.',
        });
        const metadata = stationUploadMetadataSchema.safeParse({
          title: upload.fields.title,
          artist: upload.fields.artist,
        });
        if (!metadata.success) throw metadataProblem(metadata.error.issues);
        return await library.upload(request.user, { path: upload.path }, metadata.data);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  });
}
