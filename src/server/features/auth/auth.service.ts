import type { LoginRequest, registerRequestSchema } from '../../../shared/contracts/auth.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError } from '../../lib/http-error.js';
import { hashPassword, passwordProblem, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newSessionToken } from '../../lib/tokens.js';
import type { UserRow } from '../../lib/user-views.js';
import type { AuthRepo } from './auth.repo.js';

type RegisterInput = ReturnType<typeof registerRequestSchema.parse>;

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** How stale last_seen_at may get before a request refreshes it (saves a write per request). */
const TOUCH_EVERY_MS = 60 * 1000;

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;

const INVALID_LOGIN = 'Invalid username or password.';

export interface AuthenticatedSession {
  sessionId: number;
  user: UserRow;
}

export interface AuthServiceDeps {
  repo: AuthRepo;
  now?: () => Date;
}

export function createAuthService({ repo, now = () => new Date() }: AuthServiceDeps) {
  /** Throws 429 when a key has used up its failures in the window. */
  async function guard(key: string, limit: number) {
    const since = new Date(now().getTime() - FAILURE_WINDOW_MS);
    const { count, oldest } = await repo.failuresSince(key, since);
    if (count < limit) return;
    const reopensAt = (oldest ?? now()).getTime() + FAILURE_WINDOW_MS;
    const seconds = Math.max(1, Math.ceil((reopensAt - now().getTime()) / 1000));
    throw new HttpError(
      429,
      'RATE_LIMITED',
      `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
    ).withHeaders({ 'retry-after': String(seconds) });
  }

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
      const displayName = input.displayName?.trim() || input.username;
      try {
        return await repo.insertUser(
          {
            username: input.username,
            email: input.email,
            passwordHash: await hashPassword(input.password),
            displayName,
            isCreator: input.isCreator,
          },
          {
            title: 'Welcome to Tuneslingers!',
            body: input.isCreator
              ? 'Your creator account is ready. Set up your profile so fans can find you.'
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
    },

    async login(input: LoginRequest, meta: { ip: string; userAgent?: string }) {
      const accountKey = `account:${input.username.toLowerCase()}`;
      const addressKey = `ip:${meta.ip}`;
      await guard(accountKey, MAX_FAILURES_PER_ACCOUNT);
      await guard(addressKey, MAX_FAILURES_PER_ADDRESS);

      const user = await repo.findUserByLogin(input.username);
      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !valid) {
        await repo.recordFailures([accountKey, addressKey], now());
        throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_LOGIN);
      }
      await repo.clearFailures(accountKey);

      const token = newSessionToken();
      const issuedAt = now();
      await repo.insertSession({
        tokenHash: hashToken(token),
        userId: user.id,
        createdAt: issuedAt,
        lastSeenAt: issuedAt,
        expiresAt: new Date(issuedAt.getTime() + SESSION_ABSOLUTE_MS),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      return { token, user };
    },

    /** The session behind a token, or null when unknown, expired or idle too long. */
    async authenticate(token: string): Promise<AuthenticatedSession | null> {
      if (!token || token.length > 200) return null;
      const found = await repo.findSession(hashToken(token));
      if (!found) return null;
      const at = now();
      const idleExpired = at.getTime() - found.session.lastSeenAt.getTime() > SESSION_IDLE_MS;
      if (found.session.expiresAt <= at || idleExpired) {
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

    async revokeAllFor(userId: number, exceptSessionId?: number) {
      await repo.deleteSessionsOf(userId, exceptSessionId);
    },

    /** Housekeeping: drops expired sessions and old failure records. */
    async prune() {
      const at = now();
      await repo.deleteExpiredSessions(at, new Date(at.getTime() - SESSION_IDLE_MS));
      await repo.deleteFailuresBefore(new Date(at.getTime() - FAILURE_WINDOW_MS));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
