import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error.js';
import { type PrepareImageOptions, prepareImage } from './images.js';

const options: PrepareImageOptions = {
  sizes: [
    { width: 400, height: 225 },
    { width: 200, height: 200 },
  ],
  field: 'image',
  types: ['image/png', 'image/jpeg', 'image/webp'],
  typesReason: 'must be a PNG, JPEG or WebP image',
  maxBytes: 1024 * 1024,
  maxLabel: '1 MB',
};

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#ff2bd6' } })
    .toFormat(format)
    .toBuffer();

async function refusal(data: Buffer, overrides: Partial<PrepareImageOptions> = {}) {
  const error = await prepareImage(data, { ...options, ...overrides }).catch((e: unknown) => e);
  if (!(error instanceof HttpError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('prepareImage', () => {
  it('cuts a picture to each size asked for, as WebP, cropping to fill', async () => {
    const prepared = await prepareImage(await picture(1000, 300), options);
    expect(prepared.contentType).toBe('image/webp');
    expect(prepared.variants.map(({ width, height }) => ({ width, height }))).toEqual(
      options.sizes,
    );
    for (const [position, variant] of prepared.variants.entries()) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe('webp');
      expect({ width: meta.width, height: meta.height }).toEqual(options.sizes[position]);
    }
  });

  it('takes PNG, JPEG and WebP, and names each upload by a digest of its bytes', async () => {
    const hashes = new Set<string>();
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const prepared = await prepareImage(await picture(300, 300, format), options);
      expect(prepared.hash).toMatch(/^[0-9a-f]{32}$/);
      hashes.add(prepared.hash);
    }
    expect(hashes.size).toBe(3);
    const png = await picture(300, 300);
    expect((await prepareImage(png, options)).hash).toBe((await prepareImage(png, options)).hash);
  });

  it('refuses a file that is not a taken image type, by its bytes', async () => {
    for (const data of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      await picture(50, 50, 'gif'),
    ]) {
      const error = await refusal(data);
      expect(error.statusCode).toBe(400);
      expect(error.code).toBe('NOT_AN_IMAGE');
      expect(error.fields).toEqual([{ field: 'image', reason: options.typesReason }]);
    }
  });

  it('refuses a picture that starts like a PNG or JPEG but is damaged, with a 400', async () => {
    const png = await picture(800, 800);
    const jpeg = await picture(800, 800, 'jpeg');
    for (const data of [
      png.subarray(0, Math.floor(png.length / 2)),
      Buffer.concat([png.subarray(0, 16), Buffer.alloc(4000, 7)]),
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
    ]) {
      const error = await refusal(data);
      expect(error.statusCode).toBe(400);
      expect(error.code).toBe('BROKEN_IMAGE');
      expect(error.fields?.[0]?.field).toBe('image');
    }
  });

  it('refuses an empty file and one over the byte limit', async () => {
    expect((await refusal(Buffer.alloc(0))).statusCode).toBe(400);
    const big = await refusal(await picture(300, 300), { maxBytes: 100, maxLabel: '100 bytes' });
    expect(big.statusCode).toBe(413);
    expect(big.message).toContain('100 bytes');
  });
});
