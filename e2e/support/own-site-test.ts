import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { logIn, type Member, registerMember, shareSession, signInContext } from './accounts.js';
import {
  test as base,
  type NewAccountOptions,
  newMember,
  type SignedInAccount,
} from './fixtures.js';
import { type OwnSite, type OwnSiteOptions, startOwnSite } from './own-site.js';

/** A site of a file's own, as its journeys see it. */
export interface Site {
  origin: string;
  /** The site's administrator, signed in. */
  admin: SignedInAccount;
  /** The site's DJ, signed in, when the site was started with one. */
  dj?: SignedInAccount;
  /** Registers an account on this site and signs it in. */
  newAccount(options?: NewAccountOptions): Promise<SignedInAccount>;
  /** API requests to this site. */
  api: APIRequestContext;
}

/** The administrator's session on each own site, made at its first test. */
const adminSessions = new Map<string, string>();

/**
 * The test of a file whose journeys change what the whole site does (switches, shares, the
 * schedule, the home slides): on the shared server that would break the journeys running beside
 * them, so they run on a server and database of their own, started once per worker for the file.
 */
export function ownSiteTest(name: string, options: OwnSiteOptions = {}) {
  return base.extend<{ site: Site }, { ownSite: OwnSite }>({
    ownSite: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
      async ({}, use) => {
        const site = await startOwnSite(name, options);
        try {
          await use(site);
        } finally {
          await site.stop();
        }
      },
      { scope: 'worker', timeout: 180_000 },
    ],
    // The test's own page and its requests go to this file's server too.
    baseURL: async ({ ownSite }, use) => {
      await use(ownSite.origin);
    },
    site: async ({ ownSite, openContext, playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: ownSite.origin });
      const signedIn = async (member: Member): Promise<SignedInAccount> => {
        // The administrator signs in with a code, and each code works once: its session is made
        // once per site and shared by the tests' contexts.
        const shared = member.twoFactorSecret !== undefined;
        const token = shared
          ? (adminSessions.get(ownSite.origin) ?? (await logIn(api, member)))
          : await logIn(api, member);
        if (shared) adminSessions.set(ownSite.origin, token);
        const signIn = (context: BrowserContext) =>
          shared ? shareSession(context, token, ownSite.origin) : signInContext(context, member);
        const newContext = async (options?: Parameters<typeof openContext>[0]) => {
          const context = await openContext({ ...options, baseURL: ownSite.origin });
          await signIn(context);
          return context;
        };
        return {
          ...member,
          token,
          headers: { authorization: `Bearer ${token}` },
          signIn,
          newContext,
          newPage: async (options) => (await newContext(options)).newPage(),
        };
      };
      try {
        await use({
          origin: ownSite.origin,
          admin: await signedIn(ownSite.admin),
          dj: ownSite.dj ? await signedIn(ownSite.dj) : undefined,
          api,
          async newAccount({ prefix = 'member', isCreator = false } = {}) {
            const member = newMember(prefix);
            await registerMember(api, member, { isCreator });
            return signedIn(member);
          },
        });
      } finally {
        await api.dispose();
      }
    },
  });
}
