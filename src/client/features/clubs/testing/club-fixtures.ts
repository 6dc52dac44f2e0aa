import type {
  Club,
  ClubDetail,
  ClubMember,
  ClubMembers,
  ClubPost,
  ClubPostsPage,
} from '../../../../shared/contracts/clubs';
import type { Actor } from '../../../../shared/domain/policies';

/**
 * Thursday 26 November 2026, 2:30 PM in Los Angeles (UTC-8): the moment the tests look from.
 * Winter time on both sides, so Berlin is nine hours ahead.
 */
export const THURSDAY_AFTERNOON = new Date('2026-11-26T22:30:00Z');

const person = (id: number, username: string, displayName: string) => ({
  id,
  username,
  displayName,
  avatar: null,
  avatarData: null,
});

export const kai = person(1, 'kai_neon', 'Kai Neon');
export const mona = person(2, 'mona_grid', 'Mona Grid');
export const tess = person(3, 'tess_tape', 'Tess Tape');

/** A signed-in member as the pages pass one: roles for the policy module, and a name. */
export const viewerOf = (
  who: { id: number; username: string },
  roles: Partial<Actor> = {},
): Actor & { username: string } => ({
  id: who.id,
  username: who.username,
  isAdmin: false,
  isDj: false,
  isCreator: false,
  twoFactorEnabled: false,
  ...roles,
});

export function club(fields: Partial<Club> = {}): Club {
  return {
    id: 7,
    slug: 'neon-nights-night-owls',
    name: 'Neon Nights Night Owls',
    description: 'We stay up for the Friday set and talk about every track.',
    topicKind: 'show',
    topic: 'Neon Nights',
    visibility: 'public',
    owner: kai,
    memberCount: 3,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...fields,
  };
}

export const outrunCity = club({
  id: 8,
  slug: 'outrun-la',
  name: 'Outrun LA',
  description: '',
  topicKind: 'city',
  topic: 'Los Angeles',
  memberCount: 1,
  owner: mona,
});

export function detail(fields: Partial<Club> = {}): ClubDetail {
  return {
    club: club(fields),
    events: [
      {
        id: 2,
        title: 'Midnight Outrun Listening Party',
        kind: 'listening-party',
        startsAt: '2026-12-12T03:00:00.000Z',
        endsAt: '2026-12-12T09:00:00.000Z',
        host: 'Kai Neon',
        place: 'The Grid Club, Los Angeles',
      },
    ],
  };
}

export const post = (id: number, author: ClubPost['author'], message: string): ClubPost => ({
  id,
  author,
  message,
  createdAt: '2026-11-26T22:00:00.000Z',
});

export const board = (posts: ClubPost[], nextCursor: number | null = null): ClubPostsPage => ({
  posts,
  nextCursor,
});

const member = (who: typeof kai, fields: Partial<ClubMember> = {}): ClubMember => ({
  ...who,
  role: 'member',
  isFriend: false,
  joinedAt: '2026-11-02T10:00:00.000Z',
  ...fields,
});

export const members: ClubMembers = {
  members: [member(tess, { isFriend: true }), member(kai, { role: 'owner' }), member(mona)],
  memberCount: 3,
};
