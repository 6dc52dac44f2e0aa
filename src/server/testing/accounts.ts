import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';

let counter = 0;

export interface TestUser {
  username: string;
  email: string;
  password: string;
  token: string;
  id: number;
}

export interface TestUserOptions {
  prefix?: string;
  isCreator?: boolean;
  isAdmin?: boolean;
  isDj?: boolean;
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
  if (options.isAdmin || options.isDj) {
    await database.db
      .update(users)
      .set({ isAdmin: options.isAdmin ?? false, isDj: options.isDj ?? false })
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  }
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `198.51.100.${counter % 250}`,
    payload: { username, password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const body = login.json();
  return { username, email, password, token: body.token, id: body.user.id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
