import { users } from './schema/index.js';

/** The columns a person is drawn from (`toPerson` in lib/user-views): name, picture, face. */
export const personColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  avatarUpdatedAt: users.avatarUpdatedAt,
  hairColor: users.hairColor,
  eyeColor: users.eyeColor,
  skinTone: users.skinTone,
};
