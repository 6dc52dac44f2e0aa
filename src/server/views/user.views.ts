import type { MyAccount, PublicProfile } from '../../shared/contracts/account.js';
import type { AccountUser } from '../../shared/contracts/auth.js';
import type { AvatarData } from '../../shared/contracts/friends.js';
import type { Person } from '../../shared/contracts/posts.js';
import type { users } from '../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

/** Where a user's avatar is served; the version busts caches when it changes. */
export function avatarUrl(user: Pick<UserRow, 'username' | 'avatarUpdatedAt'>): string | null {
  if (!user.avatarUpdatedAt) return null;
  return `/api/users/${encodeURIComponent(user.username)}/avatar?v=${user.avatarUpdatedAt.getTime()}`;
}

/** The avatar builder's choices, when the member made all three. */
export function avatarDataOf(row: {
  hairColor: string | null;
  eyeColor: string | null;
  skinTone: string | null;
}): AvatarData | null {
  if (!row.hairColor || !row.eyeColor || !row.skinTone) return null;
  return { hairColor: row.hairColor, eyeColor: row.eyeColor, skinTone: row.skinTone } as AvatarData;
}

export function toAccountUser(user: UserRow): AccountUser {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    profileImageUrl: avatarUrl(user),
    followers: user.followerCount,
    following: user.followingCount,
    isAdmin: user.isAdmin,
    isCreator: user.isCreator,
    isDj: user.isDj,
    twoFactorEnabled: user.twoFactorEnabled,
    avatarData: avatarDataOf(user),
  };
}

export function toMyAccount(user: UserRow): MyAccount {
  return {
    ...toAccountUser(user),
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    bio: user.bio,
    firstName: user.firstName,
    lastName: user.lastName,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toPublicProfile(user: UserRow): PublicProfile {
  return {
    username: user.username,
    displayName: user.displayName,
    profileImageUrl: avatarUrl(user),
    bio: user.bio,
    isCreator: user.isCreator,
    isDj: user.isDj,
    avatarData: avatarDataOf(user),
    followers: user.followerCount,
    following: user.followingCount,
    joinedAt: user.createdAt.toISOString(),
  };
}

/** The columns a person (a name with a face) is drawn from. */
export type PersonRow = Pick<
  UserRow,
  'id' | 'username' | 'displayName' | 'avatarUpdatedAt' | 'hairColor' | 'eyeColor' | 'skinTone'
>;

/** A member as lists of people show them: name, picture and drawn face, nothing private. */
export function toPerson(row: PersonRow): Person {
  return {
    username: row.username,
    displayName: row.displayName,
    avatar: avatarUrl(row),
    avatarData: avatarDataOf(row),
  };
}
