import {
  DISCOVER_LIMIT,
  FRIENDS_MAX,
  LISTENING_SHOWN,
  REREQUEST_COOLDOWN_DAYS,
} from '../../../shared/contracts/friends.js';
import { can } from '../../../shared/domain/policies.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { UserRow } from '../../views/user.views.js';
import type { FriendsRepo, PersonRow, RequestRow } from './friends.repo.js';
import { toDiscoveredUser, toFriend, toFriendRequest, toSentRequest } from './friends.views.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FriendsServiceDeps {
  repo: FriendsRepo;
  /** Of `userIds`, those with a page of the site open now. */
  online: (userIds: number[]) => Promise<Set<number>>;
  /** Of `userIds`, those whose radio player is playing now. */
  listening: (userIds: number[]) => Promise<Set<number>>;
  notify: (
    userId: number,
    notice: { title: string; body: string; link: string | null; subject?: string },
  ) => Promise<void>;
  /** Marks read the member's notifications about `subject`. */
  settle: (userId: number, subject: string) => Promise<void>;
  now?: () => Date;
}

export function createFriendsService({
  repo,
  online,
  listening,
  notify,
  settle,
  now = () => new Date(),
}: FriendsServiceDeps) {
  /** The notification of a friend request, settled when the request is answered. */
  const aboutRequest = (requestId: number) => `friend-request:${requestId}`;

  /**
   * Cards for `rows` as `viewer` may see them, with mutual friends. `friends` says whether the
   * rows are the viewer's friends; only then (or for an administrator) do names and presence
   * show, and only then is presence even looked up.
   */
  async function present(viewer: UserRow, rows: PersonRow[], { friends }: { friends: boolean }) {
    const personal = (id: number) => can(viewer, 'member.seePersonal', { ownerId: id, friends });
    const ids = rows.map((row) => row.id);
    const shared = ids.filter(personal);
    const [onlineSet, mutual] = await Promise.all([
      shared.length > 0 ? online(shared) : new Set<number>(),
      repo.mutualCounts(viewer.id, ids),
    ]);
    const facts = { online: onlineSet, mutual, now: now(), personal };
    return rows.map((row) => toFriend(row, facts));
  }

  async function incomingRequest(user: UserRow, id: number): Promise<RequestRow> {
    const request = await repo.request(id);
    if (request?.status !== 'pending') {
      throw notFound(
        'That friend request is no longer waiting (it may have been answered or withdrawn).',
      );
    }
    if (request.addresseeId !== user.id) {
      throw new HttpError(
        403,
        'NOT_YOUR_REQUEST',
        'Only the person it was sent to can answer a friend request.',
      );
    }
    return request;
  }

  async function accept(user: UserRow, request: RequestRow) {
    const accepted = await repo.accept(request.id);
    await settle(user.id, aboutRequest(request.id));
    if (!accepted && !(await repo.areFriends(user.id, request.requesterId))) {
      throw notFound('That friend request is no longer waiting.');
    }
    if (accepted) {
      await notify(request.requesterId, {
        title: 'Friend request accepted',
        body: `${user.displayName} (@${user.username}) accepted your friend request.`,
        link: '/friends',
      });
    }
  }

  return {
    async friends(user: UserRow) {
      return present(user, await repo.friends(user.id, FRIENDS_MAX), { friends: true });
    },

    /** Friends whose player is playing the station right now. */
    async listening(user: UserRow) {
      const friends = await repo.friends(user.id, FRIENDS_MAX);
      const playing = await listening(friends.map((row) => row.id));
      return present(user, friends.filter((row) => playing.has(row.id)).slice(0, LISTENING_SHOWN), {
        friends: true,
      });
    },

    async requests(user: UserRow) {
      const [incoming, sent] = await Promise.all([
        repo.pending(user.id, 'incoming'),
        repo.pending(user.id, 'sent'),
      ]);
      // A waiting request is not a friendship yet: both sides see public cards.
      const people = await present(
        user,
        [...incoming, ...sent].map((row) => row.person),
        { friends: false },
      );
      const byId = new Map(people.map((person) => [person.id, person]));
      const card = (id: number) => byId.get(id) as NonNullable<ReturnType<typeof byId.get>>;
      return {
        requests: incoming.map(({ request }) =>
          toFriendRequest(request, card(request.requesterId)),
        ),
        sent: sent.map(({ request }) => toSentRequest(request, card(request.addresseeId))),
      };
    },

    /** A request to `targetId`; when they had already asked, both become friends at once. */
    async request(user: UserRow, targetId: number) {
      if (targetId === user.id) {
        throw new HttpError(400, 'SELF_REQUEST', 'You cannot send a friend request to yourself.');
      }
      const target = await repo.person(targetId);
      if (!target) throw notFound('That member does not exist.');
      if (await repo.isBlockedEitherWay(user.id, targetId)) {
        throw new HttpError(403, 'BLOCKED', 'You cannot send a friend request to this member.');
      }
      for (let attempt = 0; attempt < 3; attempt++) {
        const live = await repo.liveRequestBetween(user.id, targetId);
        if (live?.status === 'accepted') {
          throw new HttpError(
            409,
            'ALREADY_FRIENDS',
            `You and @${target.username} are friends already.`,
          );
        }
        if (live && live.requesterId === user.id) {
          throw new HttpError(
            409,
            'ALREADY_REQUESTED',
            `You already asked @${target.username}; the request is waiting.`,
          );
        }
        if (live) {
          // They asked first: asking back is saying yes.
          await accept(user, live);
          return { status: 'accepted' as const, requestId: live.id };
        }
        const declined = await repo.lastRejection(user.id, targetId);
        if (declined && now().getTime() - declined.getTime() < REREQUEST_COOLDOWN_DAYS * DAY_MS) {
          throw new HttpError(
            409,
            'REQUEST_COOLDOWN',
            `@${target.username} declined your last request. You can ask again ${REREQUEST_COOLDOWN_DAYS} days after that.`,
          );
        }
        const created = await repo.insertRequest(user.id, targetId);
        if (created) {
          await notify(targetId, {
            title: 'New friend request',
            body: `${user.displayName} (@${user.username}) wants to be friends.`,
            link: '/friends?tab=requests',
            subject: aboutRequest(created.id),
          });
          return { status: 'pending' as const, requestId: created.id };
        }
        // A request between the two appeared meanwhile (a concurrent click): look again.
      }
      throw new HttpError(
        409,
        'ALREADY_REQUESTED',
        'A friend request between you is already waiting.',
      );
    },

    async accept(user: UserRow, id: number) {
      const request = await incomingRequest(user, id);
      await accept(user, request);
      const person = await repo.person(request.requesterId);
      if (!person) throw notFound('That member no longer exists.');
      const [friend] = await present(user, [person], { friends: true });
      return friend as NonNullable<typeof friend>;
    },

    async reject(user: UserRow, id: number) {
      await incomingRequest(user, id);
      if (!(await repo.reject(id))) throw notFound('That friend request is no longer waiting.');
      await settle(user.id, aboutRequest(id));
    },

    async cancel(user: UserRow, id: number) {
      const request = await repo.request(id);
      if (request?.status !== 'pending')
        throw notFound('That friend request is no longer waiting.');
      if (request.requesterId !== user.id) {
        throw new HttpError(
          403,
          'NOT_YOUR_REQUEST',
          'Only the person who sent a friend request can withdraw it.',
        );
      }
      await repo.cancel(id);
      // Withdrawn: nothing is left for the other member to answer.
      await settle(request.addresseeId, aboutRequest(id));
    },

    async remove(user: UserRow, friendId: number) {
      if (!(await repo.unfriend(user.id, friendId))) {
        throw new HttpError(404, 'NOT_FRIENDS', 'You are not friends with that member.');
      }
    },

    /** Blocking ends a friendship and any waiting request, and stops new ones both ways. */
    async block(user: UserRow, username: string) {
      const other = await repo.personNamed(username);
      if (!other) throw notFound('That member does not exist.');
      if (other.id === user.id)
        throw new HttpError(400, 'SELF_BLOCK', 'You cannot block yourself.');
      await repo.unfriend(user.id, other.id);
      await repo.block(user.id, other.id);
    },

    async unblock(user: UserRow, username: string) {
      const other = await repo.personNamed(username);
      if (!other) throw notFound('That member does not exist.');
      await repo.unblock(user.id, other.id);
    },

    /** A search by name (3+ characters), or suggestions: friends of friends, then shared follows. */
    async discover(user: UserRow, q: string | undefined) {
      let rows: PersonRow[];
      let shared = new Map<number, number>();
      if (q) {
        rows = await repo.search(user.id, q, DISCOVER_LIMIT);
      } else {
        const fof = await repo.friendsOfFriends(user.id, DISCOVER_LIMIT);
        const follows =
          fof.length < DISCOVER_LIMIT ? await repo.sharedFollowers(user.id, DISCOVER_LIMIT) : [];
        shared = new Map(follows.map((row) => [row.id, row.n]));
        const ids = [
          ...new Set([...fof.map((row) => row.id), ...follows.map((row) => row.id)]),
        ].slice(0, DISCOVER_LIMIT);
        const people = new Map((await repo.people(ids)).map((row) => [row.id, row]));
        rows = ids.flatMap((id) => people.get(id) ?? []);
      }
      const [cards, pending] = await Promise.all([
        // Search and suggestions leave friends out: everyone here is a stranger.
        present(user, rows, { friends: false }),
        repo.pendingWith(
          user.id,
          rows.map((row) => row.id),
        ),
      ]);
      const relation = (id: number) =>
        pending.some((p) => p.requesterId === user.id && p.addresseeId === id)
          ? ('request-sent' as const)
          : pending.some((p) => p.addresseeId === user.id && p.requesterId === id)
            ? ('request-received' as const)
            : ('none' as const);
      return {
        kind: q ? ('search' as const) : ('suggestions' as const),
        users: cards.map((card) =>
          toDiscoveredUser(card, relation(card.id), shared.get(card.id) ?? 0),
        ),
      };
    },
  };
}

export type FriendsService = ReturnType<typeof createFriendsService>;
