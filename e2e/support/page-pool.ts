import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { type Member, newMember, registerMember, signInContext } from './accounts.js';
import { preferLightTheme, reportCspViolations, type Theme } from './site.js';

export interface Look {
  theme: Theme;
  viewport: { width: number; height: number };
  /** Signed in as this member; signed out when absent. */
  member?: Member;
}

export interface PagePool {
  /** This worker's page for a look, opened on first use and reused by later tests. */
  page(look: Look): Promise<Page>;
}

/**
 * The route sweeps open every page of the site several times over. Reusing one page per look
 * and worker saves a new browser context per test; each test still starts with a full
 * navigation, which resets everything a page keeps in memory.
 */
export const test = base.extend<object, { pagePool: PagePool; member: Member }>({
  pagePool: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const contexts: BrowserContext[] = [];
      const opened = new Map<string, Promise<Page>>();

      const open = async ({ theme, viewport, member }: Look) => {
        // Motion off: contrast is measured on settled pixels, not mid-animation.
        const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
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

  /** One registered member per worker, for the signed-in sweeps (registering is rate limited). */
  member: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const member = newMember('sweep');
      await registerMember(api, member);
      await api.dispose();
      await use(member);
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
