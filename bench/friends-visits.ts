// Who visits the friends pages in the friends benchmark, what they type in Discover, and how a
// visit is made and timed: through the whole server with a session of their own, or at the
// service with each repository call timed.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/server/db/client.js';
import { sessions } from '../src/server/db/schema/index.js';
import type { FriendsRepo } from '../src/server/features/friends/friends.repo.js';
import { hashToken, newSessionToken } from '../src/server/lib/tokens.js';
import { random } from './creator-search-data.js';

/** About one visit in this many is by a member among the most connected 1%. */
const CONNECTED_EVERY = 20;

export type Kind = 'friends list' | 'search' | 'suggestions';
export const KINDS: Kind[] = ['friends list', 'search', 'suggestions'];
export interface Visit {
  member: number;
  connected: boolean;
  /** What they type in Discover. */
  q: string;
}
export interface NameRow {
  username: string;
  display_name: string;
  first_name: string | null;
  last_name: string | null;
}

export async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

/** The start (3 to 6 letters) of a name someone has, as a member would type it in Discover. */
function typedPrefix(row: NameRow, draw: () => number): string | undefined {
  const fields = [row.username, row.display_name, row.first_name, row.last_name].filter(
    (field): field is string => Boolean(field),
  );
  const word = fields[Math.floor(draw() * fields.length)]?.match(/\p{L}+/u)?.[0];
  if (!word || word.length < 3) return undefined;
  const typed = word.slice(0, 3 + Math.floor(draw() * 4));
  return draw() < 0.7 ? typed.toLowerCase() : typed;
}

export function makeVisits(
  seed: number,
  count: number,
  members: { first: number; count: number; connected: number[]; names: NameRow[] },
): Visit[] {
  const draw = random(seed);
  const from = <T>(items: readonly T[]) => items[Math.floor(draw() * items.length)] as T;
  return Array.from({ length: count }, () => {
    const connected = draw() < 1 / CONNECTED_EVERY;
    const member = connected
      ? from(members.connected)
      : members.first + Math.floor(draw() * members.count);
    let q: string | undefined;
    while (!q) q = typedPrefix(from(members.names), draw);
    return { member, connected, q };
  });
}

export function urlOf(kind: Kind, visit: Visit) {
  if (kind === 'friends list') return '/api/friends';
  if (kind === 'search') return `/api/users/search?${new URLSearchParams({ q: visit.q })}`;
  return '/api/users/search';
}

/** A repository whose every call is timed into `into`, under the name of the method. */
export function timedRepo(
  repo: FriendsRepo,
  into: (name: string, elapsed: number) => void,
): FriendsRepo {
  const entries = Object.entries(repo).map(([name, method]) => [
    name,
    async (...args: unknown[]) => {
      const start = performance.now();
      try {
        return await (method as (...a: unknown[]) => Promise<unknown>)(...args);
      } finally {
        into(name, performance.now() - start);
      }
    },
  ]);
  return Object.fromEntries(entries) as FriendsRepo;
}

/** A session for each of `members`, made the way sign-in makes one; answers their tokens. */
export async function signIn(database: Database, members: number[]) {
  const tokens = new Map(members.map((member) => [member, newSessionToken()]));
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await database.db
    .insert(sessions)
    .values(
      [...tokens].map(([userId, token]) => ({ tokenHash: hashToken(token), userId, expiresAt })),
    );
  return tokens;
}

/** Each visit's request through the server, timed; throws on anything but 200. */
export async function visitAll(
  app: FastifyInstance,
  kind: Kind,
  visits: Visit[],
  tokens: Map<number, string>,
): Promise<{ times: number[]; found: number }> {
  const times: number[] = [];
  let found = 0;
  for (const visit of visits) {
    const [elapsed, response] = await timed(() =>
      app.inject({
        method: 'GET',
        url: urlOf(kind, visit),
        headers: { authorization: `Bearer ${tokens.get(visit.member)}` },
      }),
    );
    if (response.statusCode !== 200) {
      throw new Error(
        `${kind} for ${visit.member} answered ${response.statusCode}: ${response.body}`,
      );
    }
    const body = response.json() as { friends?: unknown[]; users?: unknown[] };
    found += (body.friends ?? body.users ?? []).length;
    times.push(elapsed);
  }
  return { times, found };
}
