import { aliasedTable, and, desc, eq, sql } from 'drizzle-orm';
import type { ReportTarget } from '../../../shared/admin.constants.js';
import type { Db } from '../../db/client.js';
import { reports, users } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import type { Queryable } from './audit.repo.js';

export interface ReportedThing {
  authorId: number | null;
  excerpt: string;
}

const EXCERPT_MAX = 280;
const clip = (text: string) =>
  text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text;

/**
 * How each kind of reported thing is looked up: its author and a snapshot of what it said, so the
 * report still reads the same after the content is edited or removed.
 */
const LOOKUPS: Record<ReportTarget, (id: number) => ReturnType<typeof sql>> = {
  post: (id) =>
    sql`select author_id, title || ': ' || content as excerpt from posts where id = ${id}`,
  song: (id) =>
    sql`select artist_id as author_id, 'Song “' || title || '” (' || genre || ')' as excerpt from songs where id = ${id}`,
  profile: (id) =>
    sql`select id as author_id, '@' || username || ' — ' || display_name || case when bio <> '' then ': ' || bio else '' end as excerpt from users where id = ${id}`,
  chat_message: (id) =>
    sql`select user_id as author_id, username || ': ' || message as excerpt from chat_messages where id = ${id} and deleted_at is null`,
};

const reporter = aliasedTable(users, 'reporter');
const author = aliasedTable(users, 'author');
const resolver = aliasedTable(users, 'resolver');

export function createReportsRepo(db: Db) {
  /** Reports with the names of the people they concern. */
  const withPeople = () =>
    db
      .select({
        report: reports,
        reporter: reporter.username,
        author: author.username,
        authorIsCreator: author.isCreator,
        resolvedBy: resolver.username,
      })
      .from(reports)
      .leftJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(author, eq(author.id, reports.authorId))
      .leftJoin(resolver, eq(resolver.id, reports.resolvedBy));

  return {
    async lookUp(type: ReportTarget, id: number): Promise<ReportedThing | null> {
      const [row] = await rowsOf<{ author_id: number | null; excerpt: string }>(
        db,
        LOOKUPS[type](id),
      );
      if (!row) return null;
      return { authorId: row.author_id, excerpt: clip(row.excerpt) };
    },

    /** Files a report; answers null when the member already has an open report of the same thing. */
    async insert(values: typeof reports.$inferInsert) {
      const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async list(status: 'open' | 'resolved', limit: number) {
      return withPeople()
        .where(eq(reports.status, status))
        .orderBy(status === 'open' ? reports.createdAt : desc(reports.resolvedAt), reports.id)
        .limit(limit);
    },

    async one(id: number) {
      const [row] = await withPeople().where(eq(reports.id, id));
      return row;
    },

    /** Takes an open report for resolving; null when there is none by that id or it is resolved. */
    async claimOpen(tx: Queryable, id: number) {
      const [row] = await tx
        .select()
        .from(reports)
        .where(and(eq(reports.id, id), eq(reports.status, 'open')))
        .for('update');
      return row ?? null;
    },

    async resolve(
      tx: Queryable,
      id: number,
      resolution: { action: string; note: string; resolvedBy: number },
    ) {
      await tx
        .update(reports)
        .set({
          status: 'resolved',
          action: resolution.action,
          resolutionNote: resolution.note,
          resolvedBy: resolution.resolvedBy,
          resolvedAt: new Date(),
        })
        .where(eq(reports.id, id));
    },
  };
}

export type ReportsRepo = ReturnType<typeof createReportsRepo>;
export type ReportListRow = Awaited<ReturnType<ReportsRepo['list']>>[number];
