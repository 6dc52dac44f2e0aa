import type { FastifyReply } from 'fastify';
import { HttpError } from '../../lib/http-error.js';

/**
 * A write based on a version that is no longer current. The answer carries the item as it is
 * now, so the editor can show what changed instead of silently undoing someone's work.
 */
export class StaleVersion<T> extends HttpError {
  constructor(
    code: string,
    message: string,
    readonly current: T,
  ) {
    super(409, code, message);
  }

  /** The 409's body: the error shape, and the current item beside it. */
  body() {
    return {
      error: { status: 409, code: this.code, message: this.message },
      current: this.current,
    };
  }
}

/** Runs an edit; a stale one is answered with its 409 and the current item. */
export async function answeringStale<T>(
  reply: FastifyReply,
  edit: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await edit();
  } catch (error) {
    if (error instanceof StaleVersion) return reply.code(409).send(error.body());
    throw error;
  }
}

/** "Neon Nights!" → "neon-nights"; a title of no Latin letters or digits gets the fallback. */
export function slugOf(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The slug itself when free, else the first free `slug-2`, `slug-3`… */
export function freeSlug(slug: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(slug)) return slug;
  let n = 2;
  while (used.has(`${slug}-${n}`)) n += 1;
  return `${slug}-${n}`;
}

/** The fields a change names whose values differ from the row's. */
export function changedFields<Row, K extends keyof Row & string>(
  row: Row,
  change: Partial<Pick<Row, K>>,
  fields: readonly K[],
): K[] {
  return fields.filter((field) => change[field] !== undefined && change[field] !== row[field]);
}

/** The named fields of a row, for the audit trail's before and after. */
export function pick<Row, K extends keyof Row>(row: Row, fields: readonly K[]): Pick<Row, K> {
  return Object.fromEntries(fields.map((field) => [field, row[field]])) as Pick<Row, K>;
}
