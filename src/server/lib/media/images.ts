import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../http-error.js';

export interface ImageSize {
  width: number;
  height: number;
}

/** One resized copy, ready to store. */
export interface ResizedImage extends ImageSize {
  data: Buffer;
}

export interface PreparedImage {
  /** A digest of the uploaded bytes: part of the stored name, so a new picture gets a new address. */
  hash: string;
  contentType: 'image/webp';
  /** One per size asked for, in the same order. */
  variants: ResizedImage[];
}

export interface PrepareImageOptions {
  /** The sizes to cut the picture to: filled and centred, the overflow cropped (CSS `cover`). */
  sizes: readonly ImageSize[];
  /** The form field the picture came in, named in the errors. */
  field: string;
  /** The types taken, by the MIME type file-type reads from the bytes. */
  types: readonly string[];
  /** How the taken types are named to people: "must be a PNG, JPEG or WebP image". */
  typesReason: string;
  maxBytes: number;
  maxLabel: string;
}

/**
 * A decoded picture this many pixels wide times high at most: a small file can claim a huge
 * canvas (a decompression bomb), and 40 megapixels is past any camera the crew will use.
 */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

const refused = (status: number, code: string, message: string, field: string, reason: string) =>
  new HttpError(status, code, message, [{ field, reason }]);

/**
 * Checks an uploaded picture by its bytes and cuts it to the sizes the pages draw, as WebP.
 * Everything wrong with the upload itself is a 4xx naming the field: too big (413), not an
 * image of a taken type (400), or one that cannot be decoded though it starts like one (400).
 */
export async function prepareImage(
  data: Buffer,
  options: PrepareImageOptions,
): Promise<PreparedImage> {
  const { field } = options;
  if (data.length === 0) {
    throw refused(400, 'NOT_AN_IMAGE', 'The file is empty.', field, 'is empty');
  }
  if (data.length > options.maxBytes) {
    throw refused(
      413,
      'IMAGE_TOO_LARGE',
      `The picture is too large: it may be at most ${options.maxLabel}.`,
      field,
      `must be at most ${options.maxLabel}`,
    );
  }
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !options.types.includes(detected.mime)) {
    throw refused(
      400,
      'NOT_AN_IMAGE',
      `This file is not an image we can use: it ${options.typesReason}.`,
      field,
      options.typesReason,
    );
  }
  try {
    // Turned upright by its camera tag first, so the crop is of what people see.
    const decoded = sharp(data, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    await decoded.metadata();
    const variants: ResizedImage[] = [];
    for (const size of options.sizes) {
      const { data: bytes, info } = await decoded
        .clone()
        .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ data: bytes, width: info.width, height: info.height });
    }
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
    return { hash, contentType: 'image/webp', variants };
  } catch (error) {
    const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
    throw tooManyPixels
      ? refused(
          400,
          'IMAGE_TOO_LARGE_IN_PIXELS',
          'The picture has too many pixels to process; save it smaller (under 40 megapixels) and try again.',
          field,
          'has too many pixels',
        )
      : refused(
          400,
          'BROKEN_IMAGE',
          'The picture could not be read: the file looks damaged. Save it again and retry.',
          field,
          'could not be read as an image (the file looks damaged)',
        );
  }
}
