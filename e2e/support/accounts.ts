import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';

export interface Member {
  username: string;
  email: string;
  password: string;
}

let created = 0;

/** A member no other test (or worker) uses: the database lives for the whole run. */
export function newMember(prefix: string): Member {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${(created++).toString(36)}`;
  const username = `${prefix}_${id}`.slice(0, 30);
  return { username, email: `${username}@example.com`, password: `night drive ${id}` };
}

/** The administrator the e2e server's start command created (see playwright.config.ts). */
export function administrator(): Member {
  const username = process.env.E2E_ADMIN_USERNAME;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!username || !password) throw new Error('E2E_ADMIN_USERNAME and _PASSWORD are not set');
  return { username, email: 'e2e-admin@example.com', password };
}

/** The DJ the e2e server's start command created (see playwright.config.ts). */
export function stationDj(): Member {
  const username = process.env.E2E_DJ_USERNAME;
  const password = process.env.E2E_DJ_PASSWORD;
  if (!username || !password) throw new Error('E2E_DJ_USERNAME and _PASSWORD are not set');
  return { username, email: 'e2e-dj@example.com', password };
}

let registrations = 0;

/**
 * Each account the journeys make stands as its own visitor (the e2e server trusts the proxy
 * header from loopback), so the per-address sign-up limit, which its own journey tests, does not
 * run out as the suite grows. Addresses come from the benchmarking range 198.18.0.0/15.
 */
function visitorAddress(): string {
  registrations += 1;
  return `198.18.${process.pid % 256}.${registrations % 256}`;
}

export async function registerMember(
  request: APIRequestContext,
  member: Member,
  { isCreator = false }: { isCreator?: boolean } = {},
) {
  const response = await request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': visitorAddress() },
    data: { username: member.username, email: member.email, password: member.password, isCreator },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Signs in through the API and returns the new session's token. */
export async function logIn(request: APIRequestContext, member: Member): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { username: member.username, password: member.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Signs a browser context in the way the login form does: the session cookie lands in the
 * context's cookie jar, and every page starts with the token stored under authToken.
 */
export async function signInContext(context: BrowserContext, member: Member) {
  const token = await logIn(context.request, member);
  await context.addInitScript((value) => localStorage.setItem('authToken', value), token);
}
