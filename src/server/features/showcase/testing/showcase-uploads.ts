import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer } from '../../../testing/accounts.js';

/** A picture of this size, drawn in one colour, in a format the back office takes (or not). */
export const picture = (
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
) =>
  sharp({ create: { width, height, channels: 3, background: '#7b2cff' } })
    .toFormat(format)
    .toBuffer();

/** A PNG whose first bytes are right and the rest is noise: a broken upload. */
export async function brokenPng() {
  const whole = await picture(400, 400);
  return Buffer.concat([whole.subarray(0, 16), Buffer.alloc(4000, 7)]);
}

/** One file in a multipart/form-data body, as a browser sends it. */
export function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----showcase-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a file as `user` to one of the back office's picture addresses. */
export const upload = (
  app: FastifyInstance,
  user: { token: string } | null,
  url: string,
  body: ReturnType<typeof multipart>,
) =>
  app.inject({
    method: 'PUT',
    url,
    headers: { ...(user ? bearer(user.token) : {}), ...body.headers },
    payload: body.payload,
  });

/** The width, height and format of a served picture. */
export async function servedPicture(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  const meta = response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : null;
  return { response, width: meta?.width, height: meta?.height, format: meta?.format };
}
