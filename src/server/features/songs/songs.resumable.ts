import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import type { Upload } from '@tus/server';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { songUploadMetadataSchema } from '../../../shared/contracts/songs.js';
import type { Actor } from '../../../shared/domain/policies.js';
import { SONG_MAX_BYTES, SONG_RESUMABLE_PATH } from '../../../shared/songs.constants.js';
import { HttpError } from '../../lib/http-error.js';
import { sweepDeadUploads } from '../../lib/leftovers.js';
import { type SongUploadsService, uploadMetadataProblem } from './song-uploads.service.js';
import { isTusAnswer, JsonErrorsServer, mapTusError, toApiError } from './songs.tus-errors.js';
import { toArtistSong } from './songs.views.js';

const RESUMABLE_PATH = SONG_RESUMABLE_PATH;
/** An unfinished upload is kept this long for its uploader to resume. */
export const KEEP_UNFINISHED_MS = 24 * 60 * 60 * 1000;
/** Starting uploads is limited per address; each one also holds room in the artist's quota. */
const CREATE_RATE_LIMIT = { max: 30, timeWindow: '1 hour' };
/** The ids this server gives uploads: the uploader's id, then a random UUID. */
const UPLOAD_ID = /^\d+-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The signed-in member behind each request the tus server is handling, keyed by the Node request
 * it wraps: the session is read once, by the site's own access hook, and handed over as it is.
 */
const uploaders = new WeakMap<IncomingMessage, Actor>();

/** The Node request under the web request the tus server gives its hooks. */
type WrappedRequest = Request & { runtime?: { node?: { req?: IncomingMessage } } };

function actorOf(request: Request): Actor {
  const raw = (request as WrappedRequest).runtime?.node?.req;
  const actor = raw ? uploaders.get(raw) : undefined;
  if (!actor) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in to upload music.');
  return actor;
}

/** The upload's metadata as the shared contract reads it (a key without a value is absent). */
function metadataOf(upload: Upload) {
  const given = Object.entries(upload.metadata ?? {}).filter(([, value]) => value !== null);
  const parsed = songUploadMetadataSchema.safeParse(Object.fromEntries(given));
  if (!parsed.success) throw uploadMetadataProblem(parsed.error);
  return parsed.data;
}

/**
 * Resumable uploads (the tus protocol): a dropped connection or a reload resumes where the bytes
 * stopped. Each upload's id starts with its uploader's id, and only its uploader may touch it.
 * Its metadata is checked and its announced size reserved in the artist's quota when it starts;
 * when the last byte lands the file goes through the same checks as the one-request upload.
 */
export function createResumableUploads(deps: {
  uploads: SongUploadsService;
  dataDir: string | undefined;
  log: FastifyBaseLogger;
}) {
  const memory = !deps.dataDir || deps.dataDir === 'memory://' || deps.dataDir === ':memory:';
  const directory = memory
    ? join(tmpdir(), `song-uploads-${process.pid}`)
    : join(deps.dataDir ?? '.', 'uploads');
  const removeFiles = async (id: string) => {
    await rm(join(directory, id), { force: true });
    await rm(join(directory, `${id}.json`), { force: true });
  };

  /** The bytes on disk and the room held in the quota go together. */
  class ReservingFileStore extends FileStore {
    override async remove(id: string) {
      try {
        await super.remove(id);
      } finally {
        await deps.uploads.release(id);
      }
    }
  }

  /**
   * The upload each creation request reserved room for. A creation that fails after that (bytes
   * sent with it over the announced length, a disk error) answers without an address, so its
   * uploader could never cancel it: it is undone at once instead of holding room for a day.
   */
  const reservedBy = new WeakMap<Request, string>();

  const store = new ReservingFileStore({
    directory,
    expirationPeriodInMilliseconds: KEEP_UNFINISHED_MS,
  });
  const server = new JsonErrorsServer({
    path: RESUMABLE_PATH,
    datastore: store,
    maxSize: SONG_MAX_BYTES,
    relativeLocation: true,
    namingFunction: (request) => `${actorOf(request).id}-${randomUUID()}`,
    onIncomingRequest: async (request, uploadId) => {
      if (!uploadId.startsWith(`${actorOf(request).id}-`)) {
        throw new HttpError(404, 'NOT_FOUND', 'That upload does not exist.');
      }
    },
    onUploadCreate: async (request, upload) => {
      const metadata = metadataOf(upload);
      await deps.uploads.reserve(actorOf(request), {
        id: upload.id,
        ...(upload.size === undefined ? {} : { sizeBytes: upload.size }),
        ...(metadata.filetype ? { filetype: metadata.filetype } : {}),
      });
      reservedBy.set(request, upload.id);
      return {};
    },
    onUploadFinish: async (request, upload) => {
      const path = join(directory, upload.id);
      try {
        const metadata = metadataOf(upload);
        const song = await deps.uploads.upload(
          actorOf(request),
          { path, filename: metadata.filename ?? 'Untitled', fromUpload: upload.id },
          { title: metadata.title, genre: metadata.genre },
        );
        return {
          status_code: 200,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(toArtistSong(song)),
        };
      } finally {
        // Stored or refused, the upload's own copy and the room it held are done with.
        await removeFiles(upload.id);
        await deps.uploads.release(upload.id);
      }
    },
    onResponseError: async (request, error) => {
      const reserved = reservedBy.get(request);
      if (reserved) {
        await removeFiles(reserved);
        await deps.uploads.release(reserved);
      }
      return mapTusError(error, (err) => {
        if (isTusAnswer(err)) deps.log.warn({ err }, 'resumable upload failed');
        else deps.log.error({ err }, 'resumable upload failed');
      });
    },
  });

  /**
   * Uploads that can no longer be resumed: those a crash cut in half (bytes without their
   * description, or the other way round) and those past their time, on this disk; then the
   * expired ones on the books, off the books first, then their bytes.
   */
  async function cleanUp() {
    for (const id of await sweepDeadUploads(directory, { keepMs: KEEP_UNFINISHED_MS })) {
      if (UPLOAD_ID.test(id)) await deps.uploads.release(id);
    }
    for (let batch = await deps.uploads.takeExpired(); batch.length; ) {
      for (const id of batch) if (UPLOAD_ID.test(id)) await removeFiles(id);
      batch = await deps.uploads.takeExpired();
    }
    // Bytes whose record went some other way (a crash between the two) expire by their own date.
    await server.cleanUpExpiredUploads();
  }

  function register(app: FastifyInstance) {
    app.register(async (scope) => {
      // tus reads the body itself, as it arrives.
      scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
        done(null),
      );
      const handle = async (
        request: FastifyRequest,
        reply: { hijack(): void; raw: ServerResponse },
      ) => {
        const user = request.user;
        if (!user) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in to upload music.');
        uploaders.set(request.raw, user);
        reply.hijack();
        try {
          await server.handle(request.raw, reply.raw);
        } catch (error) {
          // Only reading the request can fail out here (tus answers its own errors): headers no
          // HTTP parser would pass, as a test client can send them.
          const status = error instanceof TypeError ? 400 : 500;
          if (status === 500) deps.log.error({ err: error }, 'resumable upload failed');
          if (!reply.raw.headersSent) {
            reply.raw.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
          }
          reply.raw.end(JSON.stringify(toApiError(status, 'The request could not be read.').body));
        }
      };
      const access = 'creator' as const;
      scope.post(
        RESUMABLE_PATH,
        {
          config: {
            access,
            rateLimit: CREATE_RATE_LIMIT,
            rateLimitMessage: 'Too many uploads were started from this address.',
          },
          schema: { tags: ['songs'], summary: 'Start a resumable upload (tus)' },
        },
        handle,
      );
      for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
        scope.route({
          method,
          url: `${RESUMABLE_PATH}/:uploadId`,
          // Each piece of a file is a request of its own.
          config: { access, rateLimit: false },
          schema: {
            tags: ['songs'],
            summary: `Resumable upload (tus ${method})`,
            hide: method === 'HEAD',
          },
          handler: handle,
        });
      }
    });
  }

  return { register, cleanUp, directory };
}
