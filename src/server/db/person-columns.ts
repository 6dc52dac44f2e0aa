import { users } from './schema/index.js';

/** The columns a member's face is drawn from: their picture, or the avatar builder's choices. */
export const faceColumns = {
  avatarUpdatedAt: users.avatarUpdatedAt,
  hairColor: users.hairColor,
  eyeColor: users.eyeColor,
  skinTone: users.skinTone,
};

/**
 * The columns a person is drawn from (`toPerson` in server/views/user.views.ts): name, picture,
 * face. A query that shows more of a member (a creator card, a friend card) spreads these first.
 */
export const personColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  ...faceColumns,
};
