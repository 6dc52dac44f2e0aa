import type { FastifyInstance } from 'fastify';
import { callAs } from './accounts.js';

/** The creator publishes a subscribers-only post saying `content`; returns the post's id. */
export async function publishForSubscribers(
  app: FastifyInstance,
  creator: { token: string },
  content: string,
): Promise<number> {
  const res = await callAs(app, creator, 'POST', '/api/posts', {
    title: 'Stems',
    content,
    visibility: 'subscribers',
  });
  if (res.statusCode !== 201) throw new Error(`publishing failed: ${res.body}`);
  return res.json().id;
}
