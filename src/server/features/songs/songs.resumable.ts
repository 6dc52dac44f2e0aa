import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../../shared/domain/policies.js';
import { SONG_MAX_BYTES, SONG_RESUMABLE_PATH } from '../../../shared/songs.constants.js';
import { HttpError } from '../../lib/http-error.js';
import type { SongsService } from './songs.service.js';
import { toArtistSong } from './songs.views.js';

const RESUMABLE_PATH = SONG_RESUMABLE_PATH;
/** Who is uploading, set by this server after sign-in (any value a client sends is dropped). */
const ACTOR_HEADER = 'x-song-uploader';
/** An unfinished upload is kept this long for its uploader to resume. */
const KEEP_UNFINISHED_MS = 24 * 60 * 60 * 1000;

const tusError = (status: number, code: string, message: string) => ({
  status_code: status,
  body: JSON.stringify({ error: { status, code, message } }),
});

function actorOf(request: Request): Actor {
  const raw = request.headers.get(ACTOR_HEADER);
  if (!raw) throw tusError(401, 'UNAUTHENTICATED', 'Sign in to upload music.');
  return JSON.parse(raw) as Actor;
}

/**
 * Resumable uploads (the tus protocol): a dropped connection or a reload resumes where the bytes
 * stopped. Each upload's id starts with its uploader's id, and only its uploader may touch it;
 * when the last byte lands the file goes through the same checks as the one-request upload.
 */
export function createResumableUploads(deps: {
  songs: SongsService;
  dataDir: string | undefined;
  storageUsed: (artistId: number) => Promise<number>;
  quotaBytes: number;
}) {
  const memory = !deps.dataDir || deps.dataDir === 'memory://' || deps.dataDir === ':memory:';
  const directory = memory
    ? join(tmpdir(), `song-uploads-${process.pid}`)
    : join(deps.dataDir ?? '.', 'uploads');
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: KEEP_UNFINISHED_MS });
  const server = new Server({
    path: RESUMABLE_PATH,
    datastore: store,
    maxSize: SONG_MAX_BYTES,
    relativeLocation: true,
    namingFunction: (request) => `${actorOf(request).id}-${randomUUID()}`,
    onIncomingRequest: async (request, uploadId) => {
      if (!uploadId.startsWith(`${actorOf(request).id}-`)) {
        throw tusError(404, 'NOT_FOUND', 'That upload does not exist.');
      }
    },
    onUploadCreate: async (request, upload) => {
      const actor = actorOf(request);
      const type = upload.metadata?.filetype ?? '';
      if (type && !type.startsWith('audio/')) {
        throw tusError(415, 'NOT_AUDIO', 'Please select an audio file.');
      }
      const size = upload.size ?? 0;
      if ((await deps.storageUsed(actor.id)) + size > deps.quotaBytes) {
        throw tusError(
          413,
          'OVER_QUOTA',
          'This file does not fit in your storage: delete a song to make room.',
        );
      }
      return {};
    },
    onUploadFinish: async (request, upload) => {
      const actor = actorOf(request);
      const path = join(directory, upload.id);
      try {
        const song = await deps.songs.upload(
          actor,
          { path, filename: upload.metadata?.filename ?? 'Untitled' },
          {
            title: upload.metadata?.title ?? undefined,
            genre: upload.metadata?.genre ?? undefined,
          },
        );
        return {
          status_code: 200,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(toArtistSong(song)),
        };
      } catch (error) {
        if (error instanceof HttpError) throw tusError(error.statusCode, error.code, error.message);
        throw error;
      } finally {
        // Stored or refused, the upload's own copy is done with.
        await rm(path, { force: true });
        await rm(`${path}.json`, { force: true });
      }
    },
  });

  function register(app: FastifyInstance) {
    app.register(async (scope) => {
      // tus reads the body itself, as it arrives.
      scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
        done(null),
      );
      const handle = async (
        request: FastifyRequest,
        reply: { hijack(): void; raw: import('node:http').ServerResponse },
      ) => {
        const user = request.user;
        if (!user) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in to upload music.');
        const actor: Actor = {
          id: user.id,
          isAdmin: user.isAdmin,
          isDj: user.isDj,
          isCreator: user.isCreator,
        };
        // The tus server reads the raw header list, so the identity goes there too, after any
        // value the client sent under the same name is taken out.
        const value = JSON.stringify(actor);
        const raw = request.raw.rawHeaders;
        for (let i = raw.length - 2; i >= 0; i -= 2) {
          if (raw[i]?.toLowerCase() === ACTOR_HEADER) raw.splice(i, 2);
        }
        raw.push(ACTOR_HEADER, value);
        request.raw.headers[ACTOR_HEADER] = value;
        reply.hijack();
        await server.handle(request.raw, reply.raw);
      };
      const config = { access: 'creator' as const, rateLimit: false as const };
      scope.post(
        RESUMABLE_PATH,
        { config, schema: { tags: ['songs'], summary: 'Start a resumable upload (tus)' } },
        handle,
      );
      for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
        scope.route({
          method,
          url: `${RESUMABLE_PATH}/:uploadId`,
          config,
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

  return { register, cleanUp: () => server.cleanUpExpiredUploads() };
}
