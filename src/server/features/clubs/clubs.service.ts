import {
  CLUB_EVENTS_SHOWN,
  CLUB_MEMBERS_SHOWN,
  clubPath,
} from '../../../shared/clubs.constants.js';
import type {
  Club,
  ClubDetail,
  ClubMembers,
  ClubMembership,
  createClubSchema,
  MyClubs,
  updateClubSchema,
} from '../../../shared/contracts/clubs.js';
import { type Actor, can, canSeeInsideClub } from '../../../shared/domain/policies.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { freeSlug, slugBase } from '../../lib/slugs.js';
import type { AuditTrail, Queryable } from '../../modules.js';
import { INVITE_ONLY, insideRefusal, subjectFor } from './clubs.access.js';
import { type ClubRowBase, type ClubsRepo, clashOf } from './clubs.repo.js';
import { toClub, toClubEvent, toClubMember, toMyClub } from './clubs.views.js';

/** Words the API uses beside club slugs (`/api/clubs/mine`), which no club may take. */
const CLUB_SLUGS = { fallback: 'club', reserved: ['mine'] } as const;

/** Whoever acts on a club: the policy reads their roles, the audit trail their name. */
export type ClubActor = Actor & { username: string };

type CreateValues = ReturnType<(typeof createClubSchema)['parse']>;
type UpdateValues = ReturnType<(typeof updateClubSchema)['parse']>;

/** What an invitation leaves the invitee, through the notifications feature. */
export interface ClubNotice {
  title: string;
  body: string;
  link: string;
  subject: string;
}

export interface ClubsServiceDeps {
  db: Db;
  repo: ClubsRepo;
  audit: AuditTrail;
  notify: (userId: number, notice: ClubNotice) => Promise<void>;
  /** Marks read a member's notifications about a subject they have since answered. */
  settle: (userId: number, subject: string) => Promise<void>;
  now?: () => Date;
}

const NO_SUCH_CLUB = 'There is no such club. It may have been deleted.';
const invitationSubject = (clubId: number) => `club-invitation:${clubId}`;

/** Tries at a free slug, should another club take the one chosen between the read and the write. */
const SLUG_TRIES = 3;

/**
 * Listener clubs: started by a member (who owns it), joined by others (an invite-only club with
 * an invitation, used up by joining), run by the owner or an administrator. Every write runs in
 * one transaction; members are rows (never a counter), so counts are exact under any race; and
 * an administrator's moderation of someone else's club goes to the audit trail with it.
 */
export function createClubsService({
  db,
  repo,
  audit,
  notify,
  settle,
  now = () => new Date(),
}: ClubsServiceDeps) {
  async function found(slug: string, tx: Queryable = db) {
    const club = await repo.findBySlug(slug, tx);
    if (!club) throw notFound(NO_SUCH_CLUB);
    return club;
  }

  async function held(tx: Queryable, slug: string) {
    const club = await repo.hold(tx, slug);
    if (!club) throw notFound(NO_SUCH_CLUB);
    return club;
  }

  function mayManage(actor: ClubActor, club: ClubRowBase, what: string) {
    if (!can(actor, 'club.manage', { ownerId: club.ownerId })) {
      throw forbidden(`Only the club’s owner can ${what}.`);
    }
  }

  /** The audit entry of an administrator acting on a club that is not theirs. */
  async function auditModeration(
    tx: Queryable,
    actor: ClubActor,
    club: ClubRowBase,
    entry: { action: string; summary: string; before?: unknown; after?: unknown },
  ) {
    if (club.ownerId === actor.id) return;
    await audit.append(tx, { actor, targetType: 'club', targetId: club.id, ...entry });
  }

  async function membership(tx: Queryable, club: ClubRowBase, userId: number) {
    const subject = await subjectFor(repo, tx, club, userId);
    return {
      role: subject.role,
      invited: subject.invited,
      memberCount: await repo.countMembers(tx, club.id),
    } satisfies ClubMembership;
  }

  return {
    async list(): Promise<{ clubs: Club[] }> {
      return { clubs: (await repo.publicClubs(200)).map(toClub) };
    },

    async mine(actor: Actor): Promise<MyClubs> {
      return { clubs: (await repo.clubsOf(actor.id)).map(toMyClub) };
    },

    /** The club as everyone sees it (name, description, topic, events), whoever asks. */
    async detail(slug: string): Promise<ClubDetail> {
      const club = await found(slug);
      const events = await repo.upcomingEvents(club.id, now(), CLUB_EVENTS_SHOWN);
      return { club: toClub(club), events: events.map(toClubEvent) };
    },

    async membershipOf(actor: Actor, slug: string): Promise<ClubMembership> {
      const club = await found(slug);
      return membership(db, club, actor.id);
    },

    async members(viewer: Actor | null, slug: string): Promise<ClubMembers> {
      const club = await found(slug);
      const subject = await subjectFor(repo, db, club, viewer?.id ?? null);
      if (!canSeeInsideClub(viewer, subject)) throw insideRefusal();
      const rows = await repo.members(club.id, viewer?.id ?? null, CLUB_MEMBERS_SHOWN);
      return { members: rows.map(toClubMember), memberCount: club.memberCount };
    },

    async create(actor: ClubActor, input: CreateValues): Promise<Club> {
      const base = slugBase(input.name, CLUB_SLUGS);
      for (let attempt = 0; attempt < SLUG_TRIES; attempt++) {
        const slug = freeSlug(base, await repo.slugsLike(base));
        try {
          // The club and its owner's membership commit together, or neither does.
          const row = await db.transaction((tx) =>
            repo.insert(tx, { ...input, slug, ownerId: actor.id }),
          );
          return toClub(await found(row.slug));
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          if (clashOf(error) === 'name') {
            throw new HttpError(
              409,
              'CLUB_NAME_TAKEN',
              `There is already a club called “${input.name}”. Choose another name.`,
              [{ field: 'name', reason: 'is taken by another club' }],
            );
          }
          // Another club took this slug a moment ago: choose again.
        }
      }
      throw new HttpError(409, 'CLUB_BUSY', 'Many clubs are starting at once. Try again.');
    },

    async update(actor: ClubActor, slug: string, input: UpdateValues): Promise<Club> {
      return db.transaction(async (tx) => {
        const club = await held(tx, slug);
        mayManage(actor, club, 'change it');
        const before = toClub(await found(slug, tx));
        await repo.update(tx, club.id, input);
        const after = toClub(await found(slug, tx));
        await auditModeration(tx, actor, club, {
          action: 'clubs.update',
          summary: `Clubs: changed “${club.name}”, a club of someone else’s`,
          before,
          after,
        });
        return after;
      });
    },

    async remove(actor: ClubActor, slug: string): Promise<void> {
      await db.transaction(async (tx) => {
        const club = await found(slug, tx);
        mayManage(actor, club, 'delete it');
        if (!(await repo.remove(tx, club.id))) throw notFound(NO_SUCH_CLUB);
        await auditModeration(tx, actor, club, {
          action: 'clubs.delete',
          summary: `Clubs: deleted “${club.name}” (${club.memberCount} members), a club of someone else’s`,
          before: toClub(club),
        });
      });
    },

    /**
     * Joins a club. Joining twice changes nothing. An invite-only club takes only a member
     * holding an invitation, which joining uses up; of two joins at once with one invitation,
     * the second waits for the first and then finds the member already in.
     */
    async join(actor: Actor, slug: string): Promise<ClubMembership> {
      const club = await db.transaction(async (tx) => {
        const target = await held(tx, slug);
        if (await repo.roleOf(tx, target.id, actor.id)) return target;
        const invited = await repo.takeInvitation(tx, target.id, actor.id);
        const subject = { ownerId: target.ownerId, visibility: target.visibility, invited };
        if (!can(actor, 'club.join', { ...subject, member: false })) {
          // A join at the same moment may have used the invitation up for this very member.
          if (await repo.roleOf(tx, target.id, actor.id)) return target;
          throw new HttpError(
            403,
            INVITE_ONLY,
            `“${target.name}” is invite only. Ask its owner for an invitation, then join.`,
          );
        }
        await repo.addMember(tx, target.id, actor.id);
        return target;
      });
      await settle(actor.id, invitationSubject(club.id));
      return membership(db, club, actor.id);
    },

    async leave(actor: Actor, slug: string): Promise<ClubMembership> {
      return db.transaction(async (tx) => {
        const club = await held(tx, slug);
        if (club.ownerId === actor.id) {
          throw new HttpError(
            409,
            'CLUB_OWNER_STAYS',
            'You started this club, so you cannot leave it. You can delete the club, or keep it going.',
          );
        }
        await repo.removeMember(tx, club.id, actor.id);
        return membership(tx, club, actor.id);
      });
    },

    async invite(actor: ClubActor, slug: string, username: string): Promise<{ username: string }> {
      const invitee = await repo.userNamed(username);
      const { club, fresh } = await db.transaction(async (tx) => {
        const target = await held(tx, slug);
        mayManage(actor, target, 'invite members');
        if (!invitee) {
          throw new HttpError(404, 'NOT_FOUND', `There is no member called “${username}”.`, [
            { field: 'username', reason: 'is not the name of a member' },
          ]);
        }
        if (await repo.roleOf(tx, target.id, invitee.id)) {
          throw new HttpError(
            409,
            'ALREADY_MEMBER',
            `${invitee.username} is already a member of “${target.name}”.`,
            [{ field: 'username', reason: 'is already a member' }],
          );
        }
        return { club: target, fresh: await repo.invite(tx, target.id, invitee.id, actor.id) };
      });
      // Invited once, told once: inviting the same member again sends nothing more.
      if (fresh && invitee) {
        await notify(invitee.id, {
          title: `You are invited to the club “${club.name}”`,
          body: `@${actor.username} invited you to join. Open the club to join it.`,
          link: clubPath(club.slug),
          subject: invitationSubject(club.id),
        });
      }
      return { username: invitee?.username ?? username };
    },

    async removeMember(actor: ClubActor, slug: string, username: string): Promise<void> {
      const member = await repo.userNamed(username);
      await db.transaction(async (tx) => {
        const club = await held(tx, slug);
        mayManage(actor, club, 'remove members');
        if (member && member.id === club.ownerId) {
          throw new HttpError(409, 'CLUB_OWNER_STAYS', 'The club’s owner cannot be removed.');
        }
        if (!member || !(await repo.removeMember(tx, club.id, member.id))) {
          throw notFound(`${username} is not a member of “${club.name}”.`);
        }
        await auditModeration(tx, actor, club, {
          action: 'clubs.removeMember',
          summary: `Clubs: took @${member.username} out of “${club.name}”, a club of someone else’s`,
        });
      });
    },
  };
}

export type ClubsService = ReturnType<typeof createClubsService>;
