import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  expect,
} from '@playwright/test';
import { generateSync } from 'otplib';

export interface Member {
  username: string;
  email: string;
  password: string;
  /** The authenticator secret, for an account with two-factor sign-in on. */
  twoFactorSecret?: string;
}

let created = 0;

/** A member no other test (or worker) uses: the database lives for the whole run. */
export function newMember(prefix: string): Member {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${(created++).toString(36)}`;
  const username = `${prefix}_${id}`.slice(0, 30);
  return { username, email: `${username}@example.com`, password: `night drive ${id}` };
}

/**
 * The administrator the e2e server's start command created (see playwright.config.ts), with
 * two-factor sign-in on, as the admin area requires.
 */
export function administrator(): Member {
  const username = process.env.E2E_ADMIN_USERNAME;
  const password = process.env.E2E_ADMIN_PASSWORD;
  const twoFactorSecret = process.env.E2E_ADMIN_TWO_FACTOR_SECRET;
  if (!username || !password || !twoFactorSecret) {
    throw new Error('E2E_ADMIN_USERNAME, _PASSWORD and _TWO_FACTOR_SECRET are not set');
  }
  return { username, email: 'e2e-admin@example.com', password, twoFactorSecret };
}

/** The second administrator, still without two-factor sign-in: only its own journey uses it. */
export function newAdministrator(): Member {
  const username = process.env.E2E_NEW_ADMIN_USERNAME;
  const password = process.env.E2E_NEW_ADMIN_PASSWORD;
  if (!username || !password) throw new Error('E2E_NEW_ADMIN_USERNAME and _PASSWORD are not set');
  return { username, email: 'e2e-new-admin@example.com', password };
}

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
export function authenticatorCode(secret: string, stepsAhead = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
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

/**
 * Tries codes for `secret` until `attempt` takes one: the server takes each code once, so when
 * another worker's sign-in used this step's code and the next, it waits for the next step.
 * Answers the last attempt's status.
 */
export async function withFreshCode(
  secret: string,
  attempt: (code: string) => Promise<number>,
): Promise<number> {
  let status = 0;
  for (let round = 0; round < 3; round += 1) {
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, msToNextStep() + 200));
    for (const stepsAhead of [0, 1]) {
      status = await attempt(authenticatorCode(secret, stepsAhead));
      if (status !== 401) return status;
    }
  }
  return status;
}

const msToNextStep = () => 30_000 - (Date.now() % 30_000);

/** Signs in through the API (with a code, for two-factor sign-in) and returns the session's token. */
export async function logIn(request: APIRequestContext, member: Member): Promise<string> {
  let response: APIResponse | undefined;
  const attempt = async (code?: string) => {
    response = await request.post('/api/auth/login', {
      data: { username: member.username, password: member.password, code },
    });
    return response.status();
  };
  const secret = member.twoFactorSecret;
  const status = secret ? await withFreshCode(secret, attempt) : await attempt();
  if (!response) throw new Error('no sign-in was sent');
  expect(status, await response.text()).toBe(200);
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

/**
 * Signs a browser context in with an existing session rather than a new one: for an account
 * with two-factor sign-in, whose codes each sign in once, so its contexts share the worker's
 * session. The context gets the cookie and the stored token the login form would leave.
 */
export async function shareSession(context: BrowserContext, token: string, baseURL: string) {
  await context.addCookies([
    { name: 'sid', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ]);
  await context.addInitScript((value) => localStorage.setItem('authToken', value), token);
}
