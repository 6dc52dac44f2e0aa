import type { LoginRequest, registerRequestSchema } from '../../../shared/contracts/auth.js';
import {
  type CreatorAccent,
  type CreatorCategoryId,
  DEFAULT_CREATOR_CATEGORY,
} from '../../../shared/creators.constants.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError } from '../../lib/http-error.js';
import { hashPassword, passwordProblem, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newSessionToken } from '../../lib/tokens.js';
import type { UserRow } from '../../views/user.views.js';
import type { AuthRepo } from './auth.repo.js';
import { createDeviceCookies, DEVICE_KEY_NAME } from './device-cookies.js';
import { createSignInThrottle, type SignInClient } from './sign-in-throttle.js';
import { secondFactorRefusal, type TwoFactor } from './two-factor.js';

type RegisterInput = ReturnType<typeof registerRequestSchema.parse>;

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** How stale last_seen_at may get before a request refreshes it (saves a write per request). */
const TOUCH_EVERY_MS = 60 * 1000;

const INVALID_LOGIN = 'Invalid username or password.';
const TWO_FACTOR_PROMPT = 'Enter the 6-digit code from your authenticator app.';

/** What a suspended member is told when they sign in. */
export function suspendedMessage(reason: string | null): string {
  const why = reason ? ` Reason: ${reason}` : '';
  return `This account is suspended.${why} Write to the station through the contact page if you think this is a mistake.`;
}

export interface SignInMeta {
  ip: string;
  userAgent?: string | undefined;
  /** The device cookie the browser sent, if any. */
  deviceCookie?: string | undefined;
}

export interface AuthenticatedSession {
  sessionId: number;
  user: UserRow;
}

/** The creator platform's gate, for sign-ups that ask to be creators from the start. */
export interface CreatorSignUp {
  registrationOpen(): Promise<boolean>;
  becomeCreator(
    user: Pick<UserRow, 'id'>,
    profile: {
      category: CreatorCategoryId;
      tagline: string;
      subscriptionPriceCents: number;
      accent: CreatorAccent;
    },
  ): Promise<{ kind: 'creator' | 'pending' }>;
}

export interface AuthServiceDeps {
  repo: AuthRepo;
  creators: CreatorSignUp;
  /** The second factor members with two-factor sign-in give after their password. */
  twoFactor: Pick<TwoFactor, 'checkSecondFactor'>;
  now?: () => Date;
}

export function createAuthService({
  repo,
  creators,
  twoFactor,
  now = () => new Date(),
}: AuthServiceDeps) {
  const throttle = createSignInThrottle({ repo });
  const devices = createDeviceCookies({
    storedKey: (candidate) => repo.metaValueOrInsert(DEVICE_KEY_NAME, candidate),
  });

  return {
    async register(input: RegisterInput) {
      const problem = passwordProblem(input.password, input);
      if (problem) {
        throw new HttpError(400, 'WEAK_PASSWORD', `Password ${problem}.`, [
          { field: 'password', reason: problem },
        ]);
      }
      if (await repo.usernameExists(input.username)) {
        throw new HttpError(409, 'USERNAME_TAKEN', 'That username is already taken.', [
          { field: 'username', reason: 'is already taken' },
        ]);
      }
      if (await repo.emailExists(input.email)) {
        throw new HttpError(
          409,
          'EMAIL_TAKEN',
          'An account with that e-mail address already exists.',
          [{ field: 'email', reason: 'is already registered' }],
        );
      }
      if (input.isCreator && !(await creators.registrationOpen())) {
        throw new HttpError(
          403,
          'CREATOR_REGISTRATION_CLOSED',
          'New creator sign-ups are closed for now. Untick “I am a creator” to join as a fan.',
          [{ field: 'isCreator', reason: 'creator sign-ups are closed' }],
        );
      }
      const displayName = input.displayName?.trim() || input.username;
      let user: UserRow;
      try {
        user = await repo.insertUser(
          {
            username: input.username,
            email: input.email,
            passwordHash: await hashPassword(input.password),
            displayName,
          },
          {
            title: 'Welcome to Tuneslingers!',
            body: input.isCreator
              ? 'Your account is ready. Your creator profile starts on the Artist Dashboard, where fans will find you.'
              : 'Your account is ready. Add a picture and a bio to your profile.',
            link: '/profile',
          },
        );
      } catch (error) {
        // Two sign-ups racing for the same name: the unique index decides.
        if (isUniqueViolation(error)) {
          throw new HttpError(
            409,
            'ACCOUNT_EXISTS',
            'That username or e-mail address is already taken.',
          );
        }
        throw error;
      }
      if (!input.isCreator) return user;
      // A creator profile is made only by the creator platform's one function; the category and
      // the rest can be changed from the profile page afterwards.
      const result = await creators.becomeCreator(user, {
        category: DEFAULT_CREATOR_CATEGORY,
        tagline: '',
        subscriptionPriceCents: 0,
        accent: 'magenta',
      });
      // In beta mode the account is made and its creator application waits for approval.
      return { ...user, isCreator: result.kind === 'creator' };
    },

    /**
     * Signs in and answers the session token plus the device cookie to set. Whether the attempt
     * may go ahead is decided before the password is checked (ADR 0017), and the same way for an
     * unknown username as for a known one.
     */
    async login(input: LoginRequest, meta: SignInMeta) {
      const at = now();
      const user = await repo.findUserByLogin(input.username);
      const remembered = await devices.read(meta.deviceCookie, at);
      const device = user && remembered.find((entry) => entry.userId === user.id);
      const client: SignInClient = device
        ? { trusted: true, nonce: device.nonce }
        : {
            trusted: false,
            account: user ? `id:${user.id}` : `name:${input.username.toLowerCase()}`,
            ip: meta.ip,
          };
      await throttle.admit(client, at);

      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !valid) {
        await throttle.failed(client, at);
        throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_LOGIN);
      }
      if (user.twoFactorEnabled) {
        if (!input.code && !input.recoveryCode) {
          // The password was right; the form now asks for the code and sends both again.
          throw new HttpError(401, 'TWO_FACTOR_REQUIRED', TWO_FACTOR_PROMPT);
        }
        // A wrong code is a failed sign-in like a wrong password (ADR 0029). A replayed one is
        // refused without counting: it was right once, so it is no guess, and its owner signing
        // in twice within 30 seconds should not lock themselves out.
        const outcome = await twoFactor.checkSecondFactor(user, input);
        if (outcome === 'wrong') await throttle.failed(client, at);
        if (outcome !== 'accepted') throw secondFactorRefusal(outcome, input);
      }
      await throttle.succeeded(client);
      if (user.suspendedAt) {
        // Only the right password learns of the suspension, so it reveals nothing to a guesser.
        throw new HttpError(403, 'ACCOUNT_SUSPENDED', suspendedMessage(user.suspensionReason));
      }

      const token = newSessionToken();
      const issuedAt = now();
      const deviceCookie = await devices.issue(user.id, remembered, issuedAt);
      await repo.insertSession({
        tokenHash: hashToken(token),
        userId: user.id,
        createdAt: issuedAt,
        lastSeenAt: issuedAt,
        expiresAt: new Date(issuedAt.getTime() + SESSION_ABSOLUTE_MS),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      return { token, user, deviceCookie };
    },

    /** The session behind a token, or null when unknown, expired or idle too long. */
    async authenticate(token: string): Promise<AuthenticatedSession | null> {
      if (!token || token.length > 200) return null;
      const found = await repo.findSession(hashToken(token));
      if (!found) return null;
      const at = now();
      const idleExpired = at.getTime() - found.session.lastSeenAt.getTime() > SESSION_IDLE_MS;
      if (found.session.expiresAt <= at || idleExpired || found.user.suspendedAt) {
        await repo.deleteSession(found.session.id);
        return null;
      }
      if (at.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await repo.touchSession(found.session.id, at);
      }
      return { sessionId: found.session.id, user: found.user };
    },

    async logout(sessionId: number) {
      await repo.deleteSession(sessionId);
    },

    /** Ends every session of the member, or every one but `exceptSessionId`; answers how many. */
    async revokeAllFor(userId: number, exceptSessionId?: number): Promise<number> {
      return repo.deleteSessionsOf(userId, exceptSessionId);
    },

    /**
     * After a password change in Settings: every other session ends and every reset link still
     * open closes, so nothing made for the old password outlives it.
     */
    async passwordChanged(userId: number, keepSessionId?: number) {
      await repo.deleteSessionsOf(userId, keepSessionId);
      await repo.closeOpenPasswordResets(userId, now());
    },

    /** The member's sessions in force, the most recently used first. */
    async sessionsOf(userId: number) {
      const at = now();
      return repo.sessionsOf(userId, at, new Date(at.getTime() - SESSION_IDLE_MS));
    },

    /** Ends one of the member's own sessions; another member's is as unknown as a missing one. */
    async endSession(userId: number, sessionId: number) {
      if (!(await repo.deleteSessionOf(userId, sessionId))) {
        throw new HttpError(404, 'SESSION_NOT_FOUND', 'That session has already ended.');
      }
    },

    /** Housekeeping: drops expired sessions and old failure records. */
    async prune() {
      const at = now();
      await repo.deleteExpiredSessions(at, new Date(at.getTime() - SESSION_IDLE_MS));
      await throttle.prune(at);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
