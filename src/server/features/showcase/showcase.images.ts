import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import {
  NOT_AN_IMAGE_REASON,
  SHOWCASE_IMAGE_MAX_BYTES,
  SHOWCASE_IMAGE_MAX_LABEL,
  SHOWCASE_IMAGE_TYPES,
  SLIDE_IMAGE_SIZES,
  STAFF_PHOTO_SIZES,
} from '../../../shared/contracts/showcase.js';
import { HttpError } from '../../lib/http-error.js';
import type { PreparedImage, PrepareImageOptions } from '../../lib/media/images.js';
import { sendStored } from '../../lib/storage/send-stored.js';
import type { MediaStorage } from '../../lib/storage/storage.js';
import { readSingleUpload } from '../../lib/uploads.js';
import { variantKey } from './showcase.views.js';

export type ImageKind = 'slides' | 'staff';

const taken = {
  types: SHOWCASE_IMAGE_TYPES,
  typesReason: NOT_AN_IMAGE_REASON,
  maxBytes: SHOWCASE_IMAGE_MAX_BYTES,
  maxLabel: SHOWCASE_IMAGE_MAX_LABEL,
};

/** How each kind of picture is checked and cut, and the form field it comes in. */
export const IMAGE_OPTIONS: Record<ImageKind, PrepareImageOptions> = {
  slides: { ...taken, sizes: SLIDE_IMAGE_SIZES, field: 'image' },
  staff: { ...taken, sizes: STAFF_PHOTO_SIZES, field: 'photo' },
};

/** A stored name carries the upload's digest, so an address never shows two pictures. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const folderOf = (kind: ImageKind, id: number) => `showcase/images/${kind}/${id}/`;

/**
 * Reads the one picture of a multipart upload. The multipart plugin's own refusal of a file
 * over the limit says only "request file too large"; people get the limit, on the field.
 */
export async function readImageUpload(request: FastifyRequest, kind: ImageKind): Promise<Buffer> {
  const { field } = IMAGE_OPTIONS[kind];
  try {
    return await readSingleUpload(request, field, {
      maxBytes: SHOWCASE_IMAGE_MAX_BYTES,
      missingMessage: 'Choose a picture to upload.',
    });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw new HttpError(
      413,
      'IMAGE_TOO_LARGE',
      `The picture is too large: it may be at most ${SHOWCASE_IMAGE_MAX_LABEL}. Nothing was saved.`,
      [{ field, reason: `must be at most ${SHOWCASE_IMAGE_MAX_LABEL}` }],
    );
  }
}

/** The showcase's pictures in media storage: every size of one upload under one base key. */
export function createShowcaseImages({
  storage,
  log,
}: {
  storage: MediaStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  return {
    /** Stores every size of a picture; the base key is what the row keeps. */
    async store(kind: ImageKind, id: number, prepared: PreparedImage): Promise<string> {
      const base = `${folderOf(kind, id)}${prepared.hash}`;
      // Storage takes files (a bucket upload streams them), so the copies pass through disk.
      const dir = await mkdtemp(join(tmpdir(), 'showcase-image-'));
      try {
        for (const variant of prepared.variants) {
          const path = join(dir, `${variant.width}x${variant.height}.webp`);
          await writeFile(path, variant.data);
          await storage.putFile(variantKey(base, variant), path, prepared.contentType);
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      return base;
    },

    /**
     * Removes a picture no row names any more. A leftover file costs only space, so a failure
     * is logged rather than undoing the change that made the picture unused.
     */
    async discard(base: string) {
      try {
        await storage.deletePrefix(`${base}-`);
      } catch (err) {
        log.warn({ err, base }, 'an unused showcase picture could not be removed');
      }
    },

    /** Removes every picture of a slide or card that is gone. */
    async discardAll(kind: ImageKind, id: number) {
      try {
        await storage.deletePrefix(folderOf(kind, id));
      } catch (err) {
        log.warn({ err, kind, id }, 'the pictures of a removed showcase item could not be removed');
      }
    },

    /** Answers with one stored size; its address never changes meaning, so browsers keep it. */
    send(
      request: FastifyRequest,
      reply: FastifyReply,
      where: { kind: ImageKind; id: number; file: string },
    ) {
      return sendStored(request, reply, storage, `${folderOf(where.kind, where.id)}${where.file}`, {
        contentType: 'image/webp',
        cacheControl: IMMUTABLE,
      });
    },
  };
}

export type ShowcaseImages = ReturnType<typeof createShowcaseImages>;

/**
 * Points a row at a new picture (or none) through `write`, a transaction that answers the key it
 * replaced, then lets go of that file. If the write fails, the new file is let go instead: either
 * way no stored picture is left that no row names.
 */
export async function replacingPicture<T>(
  images: Pick<ShowcaseImages, 'discard'>,
  next: string | null,
  current: string | null,
  write: () => Promise<{ replaced: string | null; result: T }>,
): Promise<T> {
  let outcome: { replaced: string | null; result: T };
  try {
    outcome = await write();
  } catch (error) {
    if (next && next !== current) await images.discard(next);
    throw error;
  }
  if (outcome.replaced && outcome.replaced !== next) await images.discard(outcome.replaced);
  return outcome.result;
}
