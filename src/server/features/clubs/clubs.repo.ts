import { and, asc, desc, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { ClubTopicKind, ClubVisibility } from '../../../shared/clubs.constants.js';
import type { Db } from '../../db/client.js';
import {
  clubInvitations,
  clubMembers,
  clubs,
  friendships,
  stationEvents,
  users,
} from '../../db/schema/index.js';
import type { Queryable } from '../../modules.js';

export type ClubRowBase = typeof clubs.$inferSelect;
export type ClubRoleValue = (typeof clubMembers.$inferSelect)['role'];

/** What a club's owner, a member or a writer is shown by: a name and a face. */
export const personColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  avatarUpdatedAt: users.avatarUpdatedAt,
  hairColor: users.hairColor,
  eyeColor: users.eyeColor,
  skinTone: users.skinTone,
};
export type PersonColumns = {
  id: number;
  username: string;
  displayName: string;
  avatarUpdatedAt: Date | null;
  hairColor: string | null;
  eyeColor: string | null;
  skinTone: string | null;
};

/** Counted from the rows each time (never a stored counter), so concurrent joins cannot skew it. */
const memberCount = sql<number>`(select count(*)::int from ${clubMembers} m where m.club_id = ${clubs.id})`;

/** A club with its owner and how many members it has, in one query. */
export type ClubRow = ClubRowBase & { owner: PersonColumns; memberCount: number };

/** The fields a member chooses when starting or changing a club. */
export interface ClubFields {
  description: string;
  topicKind: ClubTopicKind;
  topic: string;
  visibility: ClubVisibility;
}

/** Which unique rule a failed insert broke: the name (ignoring case) or the slug. */
export function clashOf(error: unknown): 'name' | 'slug' | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (constraint === 'clubs_name_lower_unique') return 'name';
    if (constraint === 'clubs_slug_unique') return 'slug';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function createClubsRepo(db: Db) {
  const listed = (tx: Queryable = db) =>
    tx
      .select({ club: clubs, owner: personColumns, memberCount })
      .from(clubs)
      .innerJoin(users, eq(users.id, clubs.ownerId));
  const flat = (rows: { club: ClubRowBase; owner: PersonColumns; memberCount: number }[]) =>
    rows.map(({ club, owner, memberCount: count }) => ({
      ...club,
      owner,
      memberCount: Number(count),
    }));

  return {
    async findBySlug(slug: string, tx: Queryable = db): Promise<ClubRow | undefined> {
      const [row] = flat(await listed(tx).where(eq(clubs.slug, slug)));
      return row;
    },

    /**
     * The club, held against deletion until the transaction ends: a join or a post waits for
     * a delete in progress, or the delete waits for it, so neither lands on a club that is gone.
     */
    async hold(tx: Queryable, slug: string): Promise<ClubRowBase | undefined> {
      const [row] = await tx.select().from(clubs).where(eq(clubs.slug, slug)).for('share');
      return row;
    },

    /** Public clubs, the busiest first. */
    async publicClubs(limit: number): Promise<ClubRow[]> {
      return flat(
        await listed()
          .where(eq(clubs.visibility, 'public'))
          .orderBy(desc(memberCount), asc(sql`lower(${clubs.name})`))
          .limit(limit),
      );
    },

    /** The clubs a member belongs to or is invited to, with their place in each. */
    async clubsOf(userId: number) {
      const role = sql<ClubRoleValue | null>`(select m.role from ${clubMembers} m where m.club_id = ${clubs.id} and m.user_id = ${userId})`;
      const rows = await db
        .select({ club: clubs, owner: personColumns, memberCount, role })
        .from(clubs)
        .innerJoin(users, eq(users.id, clubs.ownerId))
        .where(
          or(
            sql`exists (select 1 from ${clubMembers} m where m.club_id = ${clubs.id} and m.user_id = ${userId})`,
            sql`exists (select 1 from ${clubInvitations} i where i.club_id = ${clubs.id} and i.user_id = ${userId})`,
          ),
        )
        .orderBy(asc(sql`lower(${clubs.name})`));
      return rows.map(({ role: r, club, owner, memberCount: count }) => ({
        ...club,
        owner,
        memberCount: Number(count),
        role: r,
      }));
    },

    /** The slugs already taken that start like `base`, to choose a free one beside them. */
    async slugsLike(base: string): Promise<string[]> {
      const rows = await db
        .select({ slug: clubs.slug })
        .from(clubs)
        .where(or(eq(clubs.slug, base), like(clubs.slug, `${base}-%`)));
      return rows.map((row) => row.slug);
    },

    async insert(
      tx: Queryable,
      club: ClubFields & { name: string; slug: string; ownerId: number },
    ): Promise<ClubRowBase> {
      const [row] = await tx.insert(clubs).values(club).returning();
      if (!row) throw new Error('the new club was not returned');
      await tx.insert(clubMembers).values({ clubId: row.id, userId: club.ownerId, role: 'owner' });
      return row;
    },

    async update(tx: Queryable, id: number, fields: Partial<ClubFields>) {
      await tx
        .update(clubs)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(clubs.id, id));
    },

    /** Deletes the club; its members, invitations and board go with it, its events stay. */
    async remove(tx: Queryable, id: number): Promise<boolean> {
      const rows = await tx.delete(clubs).where(eq(clubs.id, id)).returning({ id: clubs.id });
      return rows.length > 0;
    },

    async roleOf(tx: Queryable, clubId: number, userId: number): Promise<ClubRoleValue | null> {
      const [row] = await tx
        .select({ role: clubMembers.role })
        .from(clubMembers)
        .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
      return row?.role ?? null;
    },

    async isInvited(tx: Queryable, clubId: number, userId: number): Promise<boolean> {
      const rows = await tx
        .select({ one: sql`1` })
        .from(clubInvitations)
        .where(and(eq(clubInvitations.clubId, clubId), eq(clubInvitations.userId, userId)));
      return rows.length > 0;
    },

    async countMembers(tx: Queryable, clubId: number): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(clubMembers)
        .where(eq(clubMembers.clubId, clubId));
      return Number(row?.n ?? 0);
    },

    /** Adds a member; joining twice (two taps, two tabs) leaves one row. */
    async addMember(tx: Queryable, clubId: number, userId: number) {
      await tx.insert(clubMembers).values({ clubId, userId }).onConflictDoNothing();
    },

    /**
     * Uses up the member's invitation, if they hold one. The row lock makes two joins at once
     * wait for each other: only one of them finds the invitation.
     */
    async takeInvitation(tx: Queryable, clubId: number, userId: number): Promise<boolean> {
      const rows = await tx
        .delete(clubInvitations)
        .where(and(eq(clubInvitations.clubId, clubId), eq(clubInvitations.userId, userId)))
        .returning({ userId: clubInvitations.userId });
      return rows.length > 0;
    },

    /** Takes a member (never the owner) out of a club; false when they were not in it. */
    async removeMember(tx: Queryable, clubId: number, userId: number): Promise<boolean> {
      const rows = await tx
        .delete(clubMembers)
        .where(
          and(
            eq(clubMembers.clubId, clubId),
            eq(clubMembers.userId, userId),
            eq(clubMembers.role, 'member'),
          ),
        )
        .returning({ userId: clubMembers.userId });
      return rows.length > 0;
    },

    /** Invites a member; false when they were already invited. */
    async invite(tx: Queryable, clubId: number, userId: number, invitedBy: number) {
      const rows = await tx
        .insert(clubInvitations)
        .values({ clubId, userId, invitedBy })
        .onConflictDoNothing()
        .returning({ userId: clubInvitations.userId });
      return rows.length > 0;
    },

    async userNamed(username: string): Promise<PersonColumns | undefined> {
      const [row] = await db
        .select(personColumns)
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    /**
     * The club's members, the viewer's friends first (friendships are one row each way, so the
     * viewer's own rows say who they are), then everyone in the order they joined.
     */
    async members(clubId: number, viewerId: number | null, limit: number) {
      const isFriend =
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${friendships} f where f.user_id = ${viewerId} and f.friend_id = ${clubMembers.userId})`;
      const rows = await db
        .select({
          ...personColumns,
          role: clubMembers.role,
          joinedAt: clubMembers.joinedAt,
          isFriend,
        })
        .from(clubMembers)
        .innerJoin(users, eq(users.id, clubMembers.userId))
        .where(eq(clubMembers.clubId, clubId))
        .orderBy(
          ...(viewerId === null ? [] : [desc(isFriend)]),
          asc(clubMembers.joinedAt),
          asc(users.id),
        )
        .limit(limit);
      return rows.map((row) => ({ ...row, isFriend: Boolean(row.isFriend) }));
    },

    /** The club's events still to come (not over, not called off), soonest first. */
    async upcomingEvents(clubId: number, now: Date, limit: number) {
      return db
        .select({
          id: stationEvents.id,
          title: stationEvents.title,
          kind: stationEvents.kind,
          startsAt: stationEvents.startsAt,
          endsAt: stationEvents.endsAt,
          host: stationEvents.host,
          place: stationEvents.place,
        })
        .from(stationEvents)
        .where(
          and(
            eq(stationEvents.clubId, clubId),
            sql`${stationEvents.endsAt} > ${now}`,
            isNull(stationEvents.cancelledAt),
          ),
        )
        .orderBy(asc(stationEvents.startsAt), asc(stationEvents.id))
        .limit(limit);
    },
  };
}

export type ClubsRepo = ReturnType<typeof createClubsRepo>;
