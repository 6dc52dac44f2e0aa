import { fileTypeFromBuffer } from 'file-type';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  type ChangePasswordRequest,
  type UpdateProfileRequest,
} from '../../../shared/contracts/account.js';
import type { AvatarData } from '../../../shared/contracts/friends.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { hashPassword, passwordProblem, verifyPassword } from '../../lib/passwords.js';
import type { UserRow } from '../../views/user.views.js';
import type { AccountRepo } from './account.repo.js';

/** What the account service needs from sign-in sessions. */
export interface SessionRevoker {
  /** Ends the member's other sessions and closes their open password-reset links. */
  passwordChanged(userId: number, keepSessionId?: number): Promise<unknown>;
}

const wrongPassword = (field: string) =>
  new HttpError(400, 'WRONG_PASSWORD', 'The current password is not correct.', [
    { field, reason: 'is not correct' },
  ]);

/** What the account service needs to confirm a new address and tell the old one. */
export interface AddressChanges {
  addressChanged(
    member: Pick<UserRow, 'id' | 'username' | 'email' | 'emailVerifiedAt'>,
    oldEmail: string,
  ): void;
}

export function createAccountService({
  repo,
  sessions,
  addresses,
}: {
  repo: AccountRepo;
  sessions: SessionRevoker;
  addresses: AddressChanges;
}) {
  async function confirmPassword(user: UserRow, password: string, field: string) {
    if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword(field);
  }

  return {
    updateProfile(user: UserRow, changes: UpdateProfileRequest) {
      return repo.update(user.id, {
        ...(changes.displayName !== undefined ? { displayName: changes.displayName } : {}),
        ...(changes.bio !== undefined ? { bio: changes.bio } : {}),
        ...(changes.firstName !== undefined ? { firstName: changes.firstName || null } : {}),
        ...(changes.lastName !== undefined ? { lastName: changes.lastName || null } : {}),
      });
    },

    /** The avatar builder's choices, drawn as a face where the member has no photo. */
    setAvatarData(user: UserRow, data: AvatarData) {
      return repo.update(user.id, {
        hairColor: data.hairColor,
        eyeColor: data.eyeColor,
        skinTone: data.skinTone,
      });
    },

    /** Checks the picture by its bytes, not its name or declared type. */
    async setAvatar(user: UserRow, data: Buffer) {
      if (data.length === 0) throw new HttpError(400, 'INVALID_IMAGE', 'The picture is empty.');
      if (data.length > AVATAR_MAX_BYTES) {
        throw new HttpError(413, 'IMAGE_TOO_LARGE', 'The picture must be at most 2 MB.');
      }
      const detected = await fileTypeFromBuffer(data);
      const mime = detected?.mime;
      if (!mime || !(AVATAR_TYPES as readonly string[]).includes(mime)) {
        throw new HttpError(
          400,
          'INVALID_IMAGE',
          'The picture must be a PNG, JPEG, WebP or GIF image.',
          [{ field: 'avatar', reason: 'must be a PNG, JPEG, WebP or GIF image' }],
        );
      }
      return repo.setAvatar(user.id, mime, data);
    },

    removeAvatar(user: UserRow) {
      return repo.removeAvatar(user.id);
    },

    async changePassword(user: UserRow, body: ChangePasswordRequest, sessionId: number | null) {
      await confirmPassword(user, body.currentPassword, 'currentPassword');
      const problem = passwordProblem(body.newPassword, user);
      if (problem) {
        throw new HttpError(400, 'WEAK_PASSWORD', `Password ${problem}.`, [
          { field: 'newPassword', reason: problem },
        ]);
      }
      await repo.update(user.id, { passwordHash: await hashPassword(body.newPassword) });
      // Anyone holding an old session (a lost phone, a shared computer) is signed out, and a
      // reset link mailed before the change no longer works.
      await sessions.passwordChanged(user.id, sessionId ?? undefined);
    },

    async changeEmail(user: UserRow, email: string, currentPassword: string) {
      await confirmPassword(user, currentPassword, 'currentPassword');
      const taken = new HttpError(
        409,
        'EMAIL_TAKEN',
        'An account with that e-mail address already exists.',
        [{ field: 'email', reason: 'is already registered' }],
      );
      if (await repo.emailTakenByOther(email, user.id)) throw taken;
      if (email === user.email) return user;
      let updated: UserRow;
      try {
        // A new address is unconfirmed until its own link is followed.
        updated = await repo.update(user.id, { email, emailVerifiedAt: null });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken;
        throw error;
      }
      addresses.addressChanged(updated, user.email);
      return updated;
    },

    async deleteAccount(user: UserRow, password: string) {
      await confirmPassword(user, password, 'password');
      await repo.deleteUser(user.id);
    },

    async avatarOf(username: string) {
      const avatar = await repo.avatarOf(username);
      if (!avatar) throw notFound('This user has no picture.');
      return avatar;
    },

    async publicProfile(username: string) {
      const user = await repo.findByUsername(username);
      if (!user) throw notFound(`There is no user called ${username}.`);
      return user;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
