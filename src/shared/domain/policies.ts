/**
 * Who may do what: the one answer the server's route declarations, its services and the pages'
 * guards all ask. A page hides what a policy refuses; the server refuses it anyway.
 */

/** What a policy needs to know about the person acting: their roles. */
export interface Actor {
  id: number;
  isAdmin: boolean;
  isDj: boolean;
  isCreator: boolean;
  /** Whether they sign in with a second factor; an administrator's powers wait for it. */
  twoFactorEnabled: boolean;
}

/** The access levels routes and pages declare, from anyone to administrators only. */
export type AccessLevel = 'public' | 'user' | 'creator' | 'dj' | 'admin';

/** Something that belongs to someone, such as a post. */
export interface Owned {
  ownerId: number;
}

/** A post as far as reading it goes: whose it is, who may read it, and the reader's subscription. */
export interface Readable extends Owned {
  visibility: 'public' | 'subscribers';
  /** Whether the reader has an active subscription to the post's creator. */
  subscribed: boolean;
}

/** A comment: its writer, and the creator whose post it is under. */
export interface CommentSubject extends Owned {
  postOwnerId: number;
}

/** A listener club as far as its rights go: its owner, who may join, and the reader's place in it. */
export interface ClubSubject extends Owned {
  visibility: 'public' | 'invite';
  /** Whether the actor is a member (the owner is one). */
  member: boolean;
  /** Whether the actor holds an invitation to it. */
  invited: boolean;
}

/** A message on a club's board: its writer, and the club's owner. */
export interface ClubPostSubject extends Owned {
  clubOwnerId: number;
}

/** Every permission the product has, each with what it is checked against. */
export interface Actions {
  /** Delete chat messages and mute chatters. */
  'chat.moderate': undefined;
  /** Chat as the station's DJ: messages shown as the DJ's. */
  'chat.postAsDj': undefined;
  /** Switch the chat's slow mode. */
  'chat.setSlowMode': undefined;
  /** Post a station announcement into the chat. */
  'chat.announce': undefined;
  /** Mark song requests played or declined. */
  'requests.decide': undefined;
  /** See the station's upcoming tracks, skip the one on air and queue a song next. */
  'station.program': undefined;
  /** Approve or decline the songs artists submit for airplay. */
  'airplay.decide': undefined;
  /** Submit a song for airplay or withdraw it: the song's own artist. */
  'airplay.submit': Owned;
  /** Read and handle the contact inbox. */
  'contact.readInbox': undefined;
  /** Open the station's back office (/admin/station): the crew, DJs and administrators. */
  'station.backOffice': undefined;
  /** Add, edit, move and delete the programme's slots. */
  'schedule.edit': undefined;
  /** Add, edit, cancel and delete the station's events. */
  'events.edit': undefined;
  /** Build, order, publish and delete the station's playlists. */
  'playlists.edit': undefined;
  /** Add, edit, order, publish and hide the home carousel's slides. */
  'slides.edit': undefined;
  /** Add, edit, order and hide the staff cards. */
  'staff.edit': undefined;
  /** Add and remove news feeds and run them now. */
  'news.manageFeeds': undefined;
  /** Hide or pin a news article. */
  'news.curate': undefined;
  /** Upload tracks to the station's own library and take tracks out of rotation. */
  'library.manage': undefined;
  /** Read the chat's moderation log: deletions and mutes, with who and when. */
  'chat.readModerationLog': undefined;
  /** Read the development outbox: the mail a site without a mail server keeps. */
  'mail.readOutbox': undefined;
  /** Edit or delete a post: one's own, or any as an administrator. */
  'post.edit': Owned;
  /** Read a post's body: public ones, or subscribers-only ones as its creator, subscriber or admin. */
  'post.read': Readable;
  /**
   * Open a post that readers cannot see (hidden by moderation, or by a creator who is
   * suspended): an administrator, or its creator while they are not suspended.
   */
  'post.seeWithdrawn': Owned & { authorSuspended: boolean };
  /** Delete a comment: its writer, the creator whose post it is under, or an administrator. */
  'comment.delete': CommentSubject;
  /**
   * See a member's real name and whether they are online: themselves, their friends, and
   * administrators. Whether they pay anyone is not in here: nobody else sees that.
   */
  'member.seePersonal': Owned & { friends: boolean };
  /** Upload music and manage one's songs. */
  'music.upload': undefined;
  /** Edit, delete or reprocess a song: its own artist, or any as an administrator. */
  'song.manage': Owned;
  /**
   * Hear a song in full rather than its preview: free songs are for everyone; a premium one for
   * its artist, administrators, the artist's subscribers and the song's buyers.
   */
  'song.listenFull': Owned & { isPremium: boolean; subscribed: boolean; bought: boolean };
  /**
   * Be paid as a creator: the dashboard's money received, the artist dashboard and its
   * statement of one's own. Administrators without a creator page have none of these.
   */
  'creator.earn': undefined;
  /** Read one's own artist analytics: a creator's. */
  'analytics.read': undefined;
  /** Read any creator's statement by naming them: administrators. */
  'earnings.readAny': undefined;
  /** See the admin dashboard and change the platform's settings. */
  'platform.manageSettings': undefined;
  /** Read a creator's statement, balance and subscribers: one's own, or any as an administrator. */
  'earnings.read': Owned;
  /** Mark payouts paid and refund payments. */
  'payments.manage': undefined;
  /** Turn one's two-factor sign-in off: anyone but an administrator, who needs it. */
  'twoFactor.turnOff': undefined;
  /** Read a receipt: the fan who paid, the creator who was paid, or an administrator. */
  'receipt.read': { fanId: number | null; creatorId: number | null };
  /**
   * See a club's board and members: anyone for a public club; for an invite-only one its
   * members and administrators (others see its name, description and events).
   */
  'club.seeInside': ClubSubject;
  /** Join a club: any member for a public one; with an invitation for an invite-only one. */
  'club.join': ClubSubject;
  /** Write on a club's board: its members. */
  'club.post': ClubSubject;
  /**
   * Run a club: change it, invite and remove members, delete it. Its owner, or any as an
   * administrator.
   */
  'club.manage': Owned;
  /** Delete a board message: its writer, the club's owner, or an administrator. */
  'club.deletePost': ClubPostSubject;
}
export type Action = keyof Actions;

/**
 * An administrator acts as one only once two-factor sign-in is on: until then they are a member
 * whom the admin area asks to turn it on (see `needsTwoFactorForAdmin`).
 */
export const actsAsAdmin = (actor: Actor): boolean => actor.isAdmin && actor.twoFactorEnabled;

/** An administrator whose powers wait for two-factor sign-in to be turned on. */
export const needsTwoFactorForAdmin = (actor: Actor | null | undefined): boolean =>
  !!actor && actor.isAdmin && !actor.twoFactorEnabled;

/** DJs and administrators keep the chat and the request queue in order. */
export const isModerator = (actor: Actor): boolean => actor.isDj || actsAsAdmin(actor);

const rules: { [A in Action]: (actor: Actor, subject: Actions[A]) => boolean } = {
  'chat.moderate': isModerator,
  'chat.postAsDj': (actor) => actor.isDj,
  'chat.setSlowMode': (actor) => actsAsAdmin(actor),
  'chat.announce': (actor) => actsAsAdmin(actor),
  'requests.decide': isModerator,
  'station.program': isModerator,
  'airplay.decide': isModerator,
  'airplay.submit': (actor, song) => song.ownerId === actor.id,
  'contact.readInbox': (actor) => actsAsAdmin(actor),
  'station.backOffice': isModerator,
  'schedule.edit': isModerator,
  'events.edit': isModerator,
  'playlists.edit': isModerator,
  'slides.edit': isModerator,
  'staff.edit': (actor) => actsAsAdmin(actor),
  'news.manageFeeds': (actor) => actsAsAdmin(actor),
  'news.curate': (actor) => actsAsAdmin(actor),
  'library.manage': isModerator,
  'chat.readModerationLog': isModerator,
  'mail.readOutbox': (actor) => actsAsAdmin(actor),
  'post.edit': (actor, post) => actsAsAdmin(actor) || post.ownerId === actor.id,
  'post.read': (actor, post) =>
    post.visibility === 'public' ||
    actsAsAdmin(actor) ||
    post.ownerId === actor.id ||
    post.subscribed,
  'post.seeWithdrawn': (actor, post) =>
    actsAsAdmin(actor) || (post.ownerId === actor.id && !post.authorSuspended),
  'comment.delete': (actor, comment) =>
    actsAsAdmin(actor) || comment.ownerId === actor.id || comment.postOwnerId === actor.id,
  'member.seePersonal': (actor, member) =>
    actsAsAdmin(actor) || member.ownerId === actor.id || member.friends,
  'music.upload': (actor) => actor.isCreator || actsAsAdmin(actor),
  'song.manage': (actor, song) => actsAsAdmin(actor) || song.ownerId === actor.id,
  'song.listenFull': (actor, song) =>
    !song.isPremium ||
    actsAsAdmin(actor) ||
    song.ownerId === actor.id ||
    song.subscribed ||
    song.bought,
  'creator.earn': (actor) => actor.isCreator,
  'analytics.read': (actor) => actor.isCreator,
  'earnings.readAny': (actor) => actsAsAdmin(actor),
  'platform.manageSettings': (actor) => actsAsAdmin(actor),
  'earnings.read': (actor, statement) => actsAsAdmin(actor) || statement.ownerId === actor.id,
  'payments.manage': (actor) => actsAsAdmin(actor),
  'twoFactor.turnOff': (actor) => !actor.isAdmin,
  'receipt.read': (actor, receipt) =>
    actsAsAdmin(actor) || receipt.fanId === actor.id || receipt.creatorId === actor.id,
  'club.seeInside': (actor, club) =>
    club.visibility === 'public' || club.member || actsAsAdmin(actor),
  'club.join': (_actor, club) => club.visibility === 'public' || club.invited,
  'club.post': (_actor, club) => club.member,
  'club.manage': (actor, club) => actsAsAdmin(actor) || club.ownerId === actor.id,
  'club.deletePost': (actor, post) =>
    actsAsAdmin(actor) || post.ownerId === actor.id || post.clubOwnerId === actor.id,
};

/** Whether `actor` (nobody when signed out) may do `action` to `subject`. */
export function can<A extends Action>(
  actor: Actor | null | undefined,
  action: A,
  ...subject: Actions[A] extends undefined ? [] : [Actions[A]]
): boolean {
  if (!actor) return false;
  return rules[action](actor, subject[0] as Actions[A]);
}

/** Whether `actor` meets a declared access level; what each level means is decided here. */
export function meetsAccess(actor: Actor | null | undefined, level: AccessLevel): boolean {
  switch (level) {
    case 'public':
      return true;
    case 'user':
      return !!actor;
    case 'creator':
      return can(actor, 'music.upload');
    case 'dj':
      return !!actor && isModerator(actor);
    case 'admin':
      return can(actor, 'platform.manageSettings');
  }
}

/** Whether anyone, signed in or not, may see a club's board and members: public clubs are open. */
export function canSeeInsideClub(actor: Actor | null | undefined, club: ClubSubject): boolean {
  return club.visibility === 'public' || can(actor, 'club.seeInside', club);
}

/** Whether anyone, signed in or not, may read a post's body: public posts are for everyone. */
export function canReadPost(actor: Actor | null | undefined, post: Readable): boolean {
  return post.visibility === 'public' || can(actor, 'post.read', post);
}
