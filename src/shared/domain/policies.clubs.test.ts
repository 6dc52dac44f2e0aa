import { describe, expect, it } from 'vitest';
import { type Actor, type ClubSubject, can, canSeeInsideClub } from './policies.js';

const member: Actor = {
  id: 1,
  isAdmin: false,
  isDj: false,
  isCreator: false,
  twoFactorEnabled: false,
};
const owner: Actor = { ...member, id: 2 };
const dj: Actor = { ...member, id: 3, isDj: true };
const admin: Actor = { ...member, id: 4, isAdmin: true, twoFactorEnabled: true };

const club = (fields: Partial<ClubSubject> = {}): ClubSubject => ({
  ownerId: owner.id,
  visibility: 'public',
  member: false,
  invited: false,
  ...fields,
});

describe('policies: listener clubs', () => {
  it('opens a public club to everyone and an invite-only one to its members and administrators', () => {
    expect(canSeeInsideClub(null, club())).toBe(true);
    const secret = club({ visibility: 'invite' });
    expect(canSeeInsideClub(null, secret)).toBe(false);
    expect(canSeeInsideClub(member, secret)).toBe(false);
    expect(canSeeInsideClub(dj, secret)).toBe(false);
    expect(canSeeInsideClub(member, { ...secret, member: true })).toBe(true);
    expect(canSeeInsideClub(admin, secret)).toBe(true);
  });

  it('lets anyone join a public club, and an invite-only one only with an invitation', () => {
    expect(can(member, 'club.join', club())).toBe(true);
    expect(can(member, 'club.join', club({ visibility: 'invite' }))).toBe(false);
    expect(can(admin, 'club.join', club({ visibility: 'invite' }))).toBe(false);
    expect(can(member, 'club.join', club({ visibility: 'invite', invited: true }))).toBe(true);
  });

  it('lets members write, the owner and administrators run the club', () => {
    expect(can(member, 'club.post', club())).toBe(false);
    expect(can(member, 'club.post', club({ member: true }))).toBe(true);
    expect([member, owner, dj, admin].map((a) => can(a, 'club.manage', { ownerId: 2 }))).toEqual([
      false,
      true,
      false,
      true,
    ]);
    // An administrator acts as one only with two-factor sign-in on.
    expect(can({ ...admin, twoFactorEnabled: false }, 'club.manage', { ownerId: 2 })).toBe(false);
  });

  it('lets a message’s writer, the club’s owner and administrators delete it', () => {
    const post = { ownerId: member.id, clubOwnerId: owner.id };
    expect([member, owner, dj, admin].map((a) => can(a, 'club.deletePost', post))).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });
});
