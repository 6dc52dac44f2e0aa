import { describe, expect, it } from 'vitest';
import {
  type AccessLevel,
  type Actor,
  can,
  canReadPost,
  isModerator,
  meetsAccess,
  needsTwoFactorForAdmin,
} from './policies.js';

const member: Actor = {
  id: 1,
  isAdmin: false,
  isDj: false,
  isCreator: false,
  twoFactorEnabled: false,
};
const creator: Actor = { ...member, id: 2, isCreator: true };
const dj: Actor = { ...member, id: 3, isDj: true };
const admin: Actor = { ...member, id: 4, isAdmin: true, twoFactorEnabled: true };
/** The four kinds of member, in the order every `toEqual` below lists them. */
const everyone = [member, creator, dj, admin];

describe('policies', () => {
  it('makes DJs and administrators the moderators', () => {
    expect(everyone.map(isModerator)).toEqual([false, false, true, true]);
    expect(can(dj, 'chat.moderate')).toBe(true);
    expect(can(dj, 'requests.decide')).toBe(true);
    expect(can(creator, 'chat.moderate')).toBe(false);
  });

  it('keeps slow mode, announcements, the inbox and settings for administrators', () => {
    for (const action of [
      'chat.setSlowMode',
      'chat.announce',
      'contact.readInbox',
      'platform.manageSettings',
    ] as const) {
      expect(
        everyone.map((a) => can(a, action)),
        action,
      ).toEqual([false, false, false, true]);
    }
  });

  it('gives the crew the back office: DJs the programme, slides and library; admins also the rest', () => {
    for (const action of [
      'station.backOffice',
      'schedule.edit',
      'events.edit',
      'playlists.edit',
      'slides.edit',
      'library.manage',
      'airplay.decide',
      'requests.decide',
      'chat.readModerationLog',
    ] as const) {
      expect(
        everyone.map((a) => can(a, action)),
        action,
      ).toEqual([false, false, true, true]);
    }
    for (const action of [
      'staff.edit',
      'news.manageFeeds',
      'news.curate',
      'contact.readInbox',
    ] as const) {
      expect(
        everyone.map((a) => can(a, action)),
        action,
      ).toEqual([false, false, false, true]);
    }
    // An administrator without two-factor sign-in is a member until it is on.
    const waiting: Actor = { ...admin, twoFactorEnabled: false };
    expect(can(waiting, 'station.backOffice')).toBe(false);
    expect(meetsAccess(dj, 'dj')).toBe(true);
    expect(meetsAccess(creator, 'dj')).toBe(false);
  });

  it('lets a member edit their own post, and an administrator any post', () => {
    expect(can(member, 'post.edit', { ownerId: member.id })).toBe(true);
    expect(can(member, 'post.edit', { ownerId: creator.id })).toBe(false);
    expect(can(admin, 'post.edit', { ownerId: creator.id })).toBe(true);
  });

  it('shows a subscribers-only body to its creator, subscribers and administrators only', () => {
    const locked = { ownerId: creator.id, visibility: 'subscribers' as const, subscribed: false };
    expect(canReadPost(null, locked)).toBe(false);
    expect(canReadPost(member, locked)).toBe(false);
    expect(canReadPost(member, { ...locked, subscribed: true })).toBe(true);
    expect(canReadPost(creator, locked)).toBe(true);
    expect(canReadPost(admin, locked)).toBe(true);
    expect(canReadPost(null, { ...locked, visibility: 'public' })).toBe(true);
  });

  it('lets a comment go by its writer, the post’s creator or an administrator', () => {
    const comment = { ownerId: member.id, postOwnerId: creator.id };
    expect(can(member, 'comment.delete', comment)).toBe(true);
    expect(can(creator, 'comment.delete', comment)).toBe(true);
    expect(can(admin, 'comment.delete', comment)).toBe(true);
    expect(can({ ...member, id: 99 }, 'comment.delete', comment)).toBe(false);
    expect(can(null, 'comment.delete', comment)).toBe(false);
  });

  it.each([
    ['lets creators and administrators upload music', 'music.upload', [false, true, false, true]],
    ['lets only DJs chat as the DJ', 'chat.postAsDj', [false, false, true, false]],
  ] as const)('%s', (_name, action, expected) => {
    expect(everyone.map((a) => can(a, action))).toEqual(expected);
  });

  it('lets a song be managed by its artist or an administrator', () => {
    const song = { ownerId: creator.id };
    expect(everyone.map((a) => can(a, 'song.manage', song))).toEqual([false, true, false, true]);
  });

  it('plays a premium song in full to its artist, admins, subscribers and buyers only', () => {
    const premium = { ownerId: creator.id, isPremium: true, subscribed: false, bought: false };
    const fullListeners = everyone.map((a) => can(a, 'song.listenFull', premium));
    expect(fullListeners).toEqual([false, true, false, true]);
    expect(can(member, 'song.listenFull', { ...premium, subscribed: true })).toBe(true);
    expect(can(member, 'song.listenFull', { ...premium, bought: true })).toBe(true);
    expect(can(member, 'song.listenFull', { ...premium, isPremium: false })).toBe(true);
    expect(can(null, 'song.listenFull', { ...premium, isPremium: false })).toBe(false);
  });

  it('gives creator figures to creators, and anyone’s statement to administrators', () => {
    expect(everyone.map((a) => can(a, 'creator.earn'))).toEqual([false, true, false, false]);
    expect(everyone.map((a) => can(a, 'analytics.read'))).toEqual([false, true, false, false]);
    expect(everyone.map((a) => can(a, 'earnings.readAny'))).toEqual([false, false, false, true]);
  });

  it('opens a withdrawn post to administrators, and to its creator unless they are suspended', () => {
    const hidden = { ownerId: creator.id, authorSuspended: false };
    expect(can(member, 'post.seeWithdrawn', hidden)).toBe(false);
    expect(can(creator, 'post.seeWithdrawn', hidden)).toBe(true);
    expect(can(admin, 'post.seeWithdrawn', hidden)).toBe(true);
    const suspended = { ...hidden, authorSuspended: true };
    expect(can(creator, 'post.seeWithdrawn', suspended)).toBe(false);
    expect(can(admin, 'post.seeWithdrawn', suspended)).toBe(true);
    expect(can(null, 'post.seeWithdrawn', hidden)).toBe(false);
  });

  it('shows a member’s name and presence to themselves, their friends and administrators', () => {
    const stranger = { ownerId: creator.id, friends: false };
    expect(can(member, 'member.seePersonal', stranger)).toBe(false);
    expect(can(dj, 'member.seePersonal', stranger)).toBe(false);
    expect(can(member, 'member.seePersonal', { ...stranger, friends: true })).toBe(true);
    expect(can(creator, 'member.seePersonal', stranger)).toBe(true);
    expect(can(admin, 'member.seePersonal', stranger)).toBe(true);
    expect(can(null, 'member.seePersonal', stranger)).toBe(false);
  });

  it('refuses everything to someone signed out', () => {
    expect(can(null, 'chat.moderate')).toBe(false);
    expect(can(undefined, 'post.edit', { ownerId: 1 })).toBe(false);
  });

  it('says who meets each access level', () => {
    const levels: AccessLevel[] = ['public', 'user', 'creator', 'dj', 'admin'];
    const table = Object.fromEntries(
      levels.map((level) => [
        level,
        [null, member, creator, dj, admin].map((a) => meetsAccess(a, level)),
      ]),
    );
    expect(table).toEqual({
      public: [true, true, true, true, true],
      user: [false, true, true, true, true],
      creator: [false, false, true, false, true],
      dj: [false, false, false, true, true],
      admin: [false, false, false, false, true],
    });
  });

  it('gives an administrator their powers only with two-factor sign-in on', () => {
    const waiting: Actor = { ...admin, twoFactorEnabled: false };
    expect(needsTwoFactorForAdmin(waiting)).toBe(true);
    expect(needsTwoFactorForAdmin(admin)).toBe(false);
    expect(needsTwoFactorForAdmin(member)).toBe(false);
    expect(meetsAccess(waiting, 'admin')).toBe(false);
    expect(meetsAccess(admin, 'admin')).toBe(true);
    expect(can(waiting, 'payments.manage')).toBe(false);
    expect(can(waiting, 'post.edit', { ownerId: 99 })).toBe(false);
    expect(isModerator(waiting)).toBe(false);
    // Their own things stay theirs, as for any member.
    expect(can(waiting, 'post.edit', { ownerId: waiting.id })).toBe(true);
  });

  it('lets everyone but administrators turn two-factor sign-in off', () => {
    expect(everyone.map((actor) => can(actor, 'twoFactor.turnOff'))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
