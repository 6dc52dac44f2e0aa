import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generateSecret, generateSync } from 'otplib';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';

let counter = 0;

export interface TestUser {
  username: string;
  email: string;
  password: string;
  token: string;
  id: number;
  /** The authenticator secret, when two-factor sign-in is on (see `authenticatorCode`). */
  twoFactorSecret: string | null;
}

export interface TestUserOptions {
  prefix?: string;
  isCreator?: boolean;
  isAdmin?: boolean;
  isDj?: boolean;
  /**
   * Whether the address counts as confirmed (default true, as for most members who get paid);
   * false leaves it as sign-up does, waiting for its link.
   */
  verified?: boolean;
  /**
   * Whether two-factor sign-in is on (default: for administrators, who need it). It is turned on
   * after the first sign-in, so `token` stays good; a later sign-in needs a code.
   */
  twoFactor?: boolean;
}

/** Registers and signs in a fresh user through the API; roles are set directly in the database. */
export async function createUser(
  app: FastifyInstance,
  database: Database,
  options: TestUserOptions = {},
): Promise<TestUser> {
  counter += 1;
  const username = `${options.prefix ?? 'user'}_${process.pid % 10000}_${counter}`;
  const email = `${username}@example.test`;
  const password = `Neon-Skyline-${counter}-Drive`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `198.51.100.${counter % 250}`,
    payload: { username, email, password, isCreator: options.isCreator ?? false },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  await database.db
    .update(users)
    .set({
      isAdmin: options.isAdmin ?? false,
      isDj: options.isDj ?? false,
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  const login = await signIn(app, username, password, {
    remoteAddress: `198.51.100.${counter % 250}`,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const body = login.json();
  const twoFactorSecret = (options.twoFactor ?? options.isAdmin) ? generateSecret() : null;
  if (twoFactorSecret) {
    await database.db
      .update(users)
      .set({ twoFactorEnabled: true, twoFactorSecret })
      .where(eq(users.id, body.user.id));
  }
  return { username, email, password, token: body.token, id: body.user.id, twoFactorSecret };
}

export interface SignInOptions {
  /** The address the request comes from; sign-in throttling counts per address. */
  remoteAddress?: string;
  /** The device cookie a browser got at an earlier sign-in. */
  device?: string;
  /** The authenticator code or recovery code, for two-factor sign-in. */
  code?: string;
  recoveryCode?: string;
}

/** Signs in through the API with a username and password, as the sign-in form does. */
export const signIn = (
  app: FastifyInstance,
  username: string,
  password: string,
  { remoteAddress, device, code, recoveryCode }: SignInOptions = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password, code, recoveryCode },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    ...(device === undefined ? {} : { cookies: { device } }),
  });

/**
 * The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now (the
 * server accepts one step either side, so a test can sign in twice within one step).
 */
export function authenticatorCode(secret: string, stepsAhead = 0): string {
  const epoch = Math.floor(Date.now() / 1000) + stepsAhead * 30;
  return generateSync({ secret, epoch });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One request to the app as `user`, signed in by bearer token, or with no credentials for
 * `null`; the payload is sent only when one is given.
 */
export const callAs = (
  app: FastifyInstance,
  user: { token: string } | null,
  method: CallMethod,
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: user ? bearer(user.token) : {},
    ...(payload === undefined ? {} : { payload }),
  });

/** Sends a friend request from `a` and has `b` accept it, failing on either refusal. */
export async function befriend(app: FastifyInstance, a: TestUser, b: TestUser) {
  const sent = await callAs(app, a, 'POST', '/api/friends/request', { userId: b.id });
  if (sent.statusCode !== 201) throw new Error(`friend request failed: ${sent.body}`);
  const path = `/api/friend-requests/${sent.json().requestId}/accept`;
  const accepted = await callAs(app, b, 'POST', path);
  if (accepted.statusCode !== 200) throw new Error(`accepting failed: ${accepted.body}`);
}

/**
 * `callAs` bound to a test app that is read at each call, so it can be made before set-up:
 * `const call = callsTo(t)`, then `call(user, 'GET', '/api/friends')`.
 */
export const callsTo =
  (t: { app: FastifyInstance }) =>
  (user: { token: string } | null, method: CallMethod, url: string, payload?: object) =>
    callAs(t.app, user, method, url, payload);

/** Two new members, made under these prefixes, who are already friends. */
export async function createFriends(
  app: FastifyInstance,
  database: Database,
  [first, second]: [string, string],
): Promise<[TestUser, TestUser]> {
  const pair = await Promise.all([
    createUser(app, database, { prefix: first }),
    createUser(app, database, { prefix: second }),
  ]);
  await befriend(app, ...pair);
  return pair;
}
