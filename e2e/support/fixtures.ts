import {
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import {
  administrator,
  logIn,
  type Member,
  newMember,
  registerMember,
  shareSession,
  signInContext,
  stationDj,
} from './accounts.js';
import {
  hydrationAware,
  preferLightTheme,
  reportCspViolations,
  type Theme,
  waitsForHydration,
} from './site.js';

export { expect } from '@playwright/test';
export { type Member, newMember } from './accounts.js';

/**
 * The journeys' accounts and pages. Every account is signed in through the API the way the
 * login form does it:
 *
 * - `member`, `creator` (registered with isCreator) and `admin` (the administrator the e2e
 *   server's start command creates) are made once per worker and shared by its tests, so a
 *   test must not change them: no new password, no deletion, no reading their notifications;
 * - `newAccount()` registers an account of the test's own, for a journey that does change it.
 *
 * There is no DJ account: no request makes one, and the journeys' database belongs to the
 * running server alone.
 */

/** A registered account with a session of its own. */
export interface Account extends Member {
  token: string;
}

export interface SignedInAccount extends Account {
  /** Headers that make an API request as this account (`Authorization: Bearer`). */
  headers: Record<string, string>;
  /** Signs a browser context in as this account, with a session of the context's own. */
  signIn(context: BrowserContext): Promise<void>;
  /** A new browser context on the site, signed in as this account; closed after the test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in a new signed-in context (see newContext). */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

export interface NewAccountOptions {
  /** The start of the username, which says what the account is for. */
  prefix?: string;
  isCreator?: boolean;
}

export interface Look {
  theme: Theme;
  viewport: { width: number; height: number };
  /** Signed in as this account; signed out when absent. */
  member?: Member;
}

export interface PagePool {
  /** This worker's page for a look, opened on first use and reused by later tests. */
  page(look: Look): Promise<Page>;
}

interface AccountFixtures {
  member: SignedInAccount;
  creator: SignedInAccount;
  admin: SignedInAccount;
  /** The station's DJ: moderates the chat and decides song requests. */
  dj: SignedInAccount;
  newAccount(options?: NewAccountOptions): Promise<SignedInAccount>;
  /** Opens a browser context on the site that is closed when the test ends. */
  openContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

interface WorkerFixtures {
  pagePool: PagePool;
  memberAccount: Account;
  creatorAccount: Account;
  adminAccount: Account;
  djAccount: Account;
}

type Playwright = PlaywrightWorkerArgs['playwright'];

/** Runs `work` with an API context of its own on the site, disposed of afterwards. */
async function withApi<T>(
  playwright: Playwright,
  baseURL: string | undefined,
  work: (api: APIRequestContext) => Promise<T>,
): Promise<T> {
  const api = await playwright.request.newContext({ baseURL });
  try {
    return await work(api);
  } finally {
    await api.dispose();
  }
}

/** Signs an existing account in through the API. */
const signInAccount = (playwright: Playwright, baseURL: string | undefined, member: Member) =>
  withApi(
    playwright,
    baseURL,
    async (api): Promise<Account> => ({
      ...member,
      token: await logIn(api, member),
    }),
  );

/** Registers a new account through the API, then signs it in. */
const registerAccount = (
  playwright: Playwright,
  baseURL: string | undefined,
  { prefix = 'member', isCreator = false }: NewAccountOptions = {},
) =>
  withApi(playwright, baseURL, async (api): Promise<Account> => {
    const member = newMember(prefix);
    await registerMember(api, member, { isCreator });
    return { ...member, token: await logIn(api, member) };
  });

function signedIn(
  account: Account,
  openContext: AccountFixtures['openContext'],
  baseURL: string | undefined,
): SignedInAccount {
  // An account with two-factor sign-in shares its session: each of its codes signs in once.
  const signIn = (context: BrowserContext) =>
    account.twoFactorSecret && baseURL
      ? shareSession(context, account.token, baseURL)
      : signInContext(context, account);
  const newContext = async (options?: BrowserContextOptions) => {
    const context = await openContext(options);
    await signIn(context);
    return context;
  };
  return {
    ...account,
    headers: { authorization: `Bearer ${account.token}` },
    signIn,
    newContext,
    newPage: async (options) => (await newContext(options)).newPage(),
  };
}

export const test = base.extend<AccountFixtures, WorkerFixtures>({
  // Every navigation of the test's page waits until the page it lands on has hydrated.
  page: async ({ page }, use) => {
    await use(waitsForHydration(page));
  },
  memberAccount: [
    async ({ playwright }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      await use(await registerAccount(playwright, baseURL, { prefix: 'member' }));
    },
    { scope: 'worker' },
  ],
  creatorAccount: [
    async ({ playwright }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      await use(await registerAccount(playwright, baseURL, { prefix: 'creator', isCreator: true }));
    },
    { scope: 'worker' },
  ],
  adminAccount: [
    async ({ playwright }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      await use(await signInAccount(playwright, baseURL, administrator()));
    },
    { scope: 'worker' },
  ],
  djAccount: [
    async ({ playwright }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      await use(await signInAccount(playwright, baseURL, stationDj()));
    },
    { scope: 'worker' },
  ],

  openContext: async ({ browser }, use, testInfo) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        ...options,
      });
      opened.push(context);
      return hydrationAware(context);
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  member: async ({ memberAccount, openContext }, use, testInfo) => {
    await use(signedIn(memberAccount, openContext, testInfo.project.use.baseURL));
  },
  creator: async ({ creatorAccount, openContext }, use, testInfo) => {
    await use(signedIn(creatorAccount, openContext, testInfo.project.use.baseURL));
  },
  admin: async ({ adminAccount, openContext }, use, testInfo) => {
    await use(signedIn(adminAccount, openContext, testInfo.project.use.baseURL));
  },
  dj: async ({ djAccount, openContext }, use, testInfo) => {
    await use(signedIn(djAccount, openContext, testInfo.project.use.baseURL));
  },
  newAccount: async ({ playwright, openContext }, use, testInfo) => {
    const { baseURL } = testInfo.project.use;
    await use(async (options) =>
      signedIn(await registerAccount(playwright, baseURL, options), openContext, baseURL),
    );
  },

  /**
   * The route sweeps open every page of the site several times over. Reusing one page per look
   * and worker saves a new browser context per test; each test still starts with a full
   * navigation, which resets everything a page keeps in memory.
   */
  pagePool: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const contexts: BrowserContext[] = [];
      const opened = new Map<string, Promise<Page>>();

      const open = async ({ theme, viewport, member }: Look) => {
        // Motion off: contrast is measured on settled pixels, not mid-animation.
        const context = hydrationAware(
          await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' }),
        );
        contexts.push(context);
        await reportCspViolations(context);
        if (theme === 'light') await preferLightTheme(context);
        if (member) await signInContext(context, member);
        return context.newPage();
      };

      await use({
        page(look) {
          const key = `${look.theme} ${look.viewport.width}x${look.viewport.height} ${
            look.member?.username ?? ''
          }`;
          let page = opened.get(key);
          if (!page) {
            page = open(look);
            opened.set(key, page);
          }
          return page;
        },
      });
      await Promise.all(contexts.map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
});
