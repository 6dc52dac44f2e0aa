import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { usernameParamsSchema } from '../../../shared/contracts/account.js';
import {
  artistSongListSchema,
  artistSongSchema,
  playRequestSchema,
  playResultSchema,
  publicSongListSchema,
  SONG_MAX_BYTES,
  songIdParamsSchema,
  songLikeResultSchema,
  songParamsSchema,
  songPrivacyRequestSchema,
  songUploadMetadataSchema,
  updateSongRequestSchema,
} from '../../../shared/contracts/songs.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { errorAnswers } from '../../lib/http-responses.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import type { ConnectionCap } from '../../lib/shared-caps.js';
import { sendStored } from '../../lib/storage/send-stored.js';
import type { MediaStorage } from '../../lib/storage/storage.js';
import { receiveFileToDisk } from '../../lib/uploads.js';
import { type SongUploadsService, uploadMetadataProblem } from './song-uploads.service.js';
import { type SongsService, withTempDir } from './songs.service.js';
import { toArtistSong, toPublicSong } from './songs.views.js';

const errors = errorAnswers(400, 401, 403, 404, 413, 415, 422, 429);

/** A request for the beginning of the audio (no range, or one from the first byte). */
const fromTheStart = (request: FastifyRequest) =>
  request.method === 'GET' && (!request.headers.range || /^bytes=0-/.test(request.headers.range));

export function songRoutes(
  app: FastifyInstance,
  deps: {
    songs: SongsService;
    uploads: SongUploadsService;
    storage: MediaStorage;
    /** The cap on media streams per address (shared with the station's tracks). */
    mediaPerAddress?: ConnectionCap;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes(app, {
    tags: ['songs'],
    errors: [400, 401, 403, 404, 413, 415, 422, 429],
  });
  const tags = ['songs'];
  const { songs, uploads, storage } = deps;
  const listenerOf = (request: FastifyRequest) =>
    songs.listenerOf({ userId: request.user?.id, address: request.ip });
  const creator = { access: 'creator' as const };

  api.post(
    '/api/artist/songs/upload',
    {
      config: { ...creator, rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Upload a song (multipart: audio, title, genre)',
        description: `multipart/form-data with a file field "audio" (MP3, AAC/M4A, FLAC, WAV or Ogg, at most ${SONG_MAX_BYTES / 1024 / 1024} MB and 30 minutes) and optional "title" and "genre".`,
        consumes: ['multipart/form-data'],
        response: { 201: artistSongSchema, ...errors },
      },
    },
    async (request, reply) =>
      withTempDir(async (dir) => {
        const upload = await receiveFileToDisk(request, {
          field: 'audio',
          maxBytes: SONG_MAX_BYTES,
          dir,
          missingMessage: 'Choose an audio file to upload.',
        });
        const metadata = songUploadMetadataSchema.safeParse({
          filename: upload.filename,
          filetype: upload.mimetype,
          title: upload.fields.title,
          genre: upload.fields.genre,
        });
        if (!metadata.success) throw uploadMetadataProblem(metadata.error);
        const { filename, title, genre } = metadata.data;
        const song = await uploads.upload(
          request.user,
          { path: upload.path, filename: filename ?? '' },
          { title, genre },
        );
        return reply.code(201).send(toArtistSong(song));
      }),
  );

  route('GET /api/artist/songs', {
    access: 'creator',
    summary: 'My songs',
    ok: artistSongListSchema,
    personal: true,
    handle: async (request) => {
      const mine = await songs.mine(request.user);
      return { ...mine, songs: mine.songs.map(toArtistSong) };
    },
  });

  route('PUT /api/artist/songs/:songId/privacy', {
    access: 'creator',
    summary: 'Make a song premium or free',
    params: songParamsSchema,
    body: songPrivacyRequestSchema,
    ok: artistSongSchema,
    handle: async (request) =>
      toArtistSong(
        await songs.setPrivacy(
          request.user,
          request.params.songId,
          request.body.isPremium,
          request.body.priceCents,
        ),
      ),
  });

  route('PATCH /api/artist/songs/:songId', {
    access: 'creator',
    summary: 'Edit a song: title, genre, price, where the preview starts',
    params: songParamsSchema,
    body: updateSongRequestSchema,
    ok: artistSongSchema,
    handle: async (request) =>
      toArtistSong(await songs.edit(request.user, request.params.songId, request.body)),
  });

  route('DELETE /api/artist/songs/:songId', {
    access: 'creator',
    summary: 'Delete a song and its files',
    params: songParamsSchema,
    status: 204,
    handle: (request) => songs.remove(request.user, request.params.songId),
  });

  route('GET /api/creators/:username/songs', {
    access: 'public',
    summary: 'A creator’s songs, each playable in full or as its preview',
    params: usernameParamsSchema,
    ok: publicSongListSchema,
    personal: true,
    handle: async (request) => {
      const { artist, rows } = await songs.ofCreator(request.params.username);
      const [open, liked] = await Promise.all([
        songs.fullAccess(request.user, rows),
        songs.likedAmong(request.user, rows),
      ]);
      return {
        songs: rows.map((row) =>
          toPublicSong(row, artist, { fullAccess: open.has(row.id), liked: liked.has(row.id) }),
        ),
      };
    },
  });

  route('GET /api/songs/:id/stream', {
    access: 'public',
    summary: 'The whole song (free, or premium for entitled listeners)',
    params: songIdParamsSchema,
    errors: [429],
    handle: async (request, reply) => {
      const song = await songs.streamable(request.params.id);
      if (!(await songs.fullAccess(request.user, [song])).has(song.id)) {
        throw new HttpError(
          403,
          'PREMIUM_SONG',
          'This song is for subscribers and buyers; its 30-second preview is free to hear.',
        );
      }
      if (!song.streamKey) throw notFound('That song does not exist.');
      if (fromTheStart(request)) await songs.playBegan(song.id, listenerOf(request));
      return sendStored(request, reply, storage, song.streamKey, {
        contentType: 'audio/mpeg',
        cacheControl: song.isPremium ? 'private, no-store' : 'public, max-age=3600',
        perAddress: deps.mediaPerAddress,
      });
    },
  });

  route('GET /api/songs/:id/preview', {
    access: 'public',
    summary: 'The song’s 30-second preview',
    params: songIdParamsSchema,
    errors: [429],
    handle: async (request, reply) => {
      const song = await songs.streamable(request.params.id);
      if (!song.previewKey) throw notFound('That song does not exist.');
      if (fromTheStart(request)) await songs.playBegan(song.id, listenerOf(request));
      return sendStored(request, reply, storage, song.previewKey, {
        contentType: 'audio/mpeg',
        cacheControl: 'public, max-age=3600',
        perAddress: deps.mediaPerAddress,
      });
    },
  });

  for (const method of ['PUT', 'DELETE'] as const) {
    route(`${method} /api/songs/:id/like`, {
      access: 'user',
      rateLimit: { max: 120, timeWindow: '1 minute' },
      summary:
        method === 'PUT'
          ? 'Like a song (once; liking again changes nothing)'
          : 'Take back my like of a song',
      params: songIdParamsSchema,
      ok: songLikeResultSchema,
      handle: (request) => songs.like(request.user, request.params.id, method === 'PUT'),
    });
  }

  route('POST /api/songs/:id/plays', {
    access: 'public',
    rateLimit: { max: 120, timeWindow: '1 minute' },
    summary:
      'Report a listen; it counts as a play after 30 seconds (no more than the time since the audio began to be sent), once an hour',
    params: songIdParamsSchema,
    body: playRequestSchema,
    ok: playResultSchema,
    handle: async (request) => {
      const song = await songs.readySong(request.params.id);
      const artistListening = request.user?.id === song.artistId;
      return songs.play(song, listenerOf(request), artistListening, request.body.listenedSeconds);
    },
  });
}
