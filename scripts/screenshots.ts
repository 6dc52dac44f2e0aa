// Takes screenshots of pages of a running site for a look at the design:
//   npx tsx scripts/screenshots.ts http://localhost:5000 out-dir / /about ...
// With AUTH_TOKEN set (a session token from POST /api/auth/login), pages are seen signed in.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium.js';

const [base = 'http://localhost:5000', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/'];
const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: findChromium(process.env.CHROMIUM_PATH),
  args: chromiumArgs,
});
try {
  for (const theme of ['dark', 'light'] as const) {
    for (const viewport of viewports) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const token = process.env.AUTH_TOKEN;
      if (token) await context.addInitScript((t) => localStorage.setItem('authToken', t), token);
      const page = await context.newPage();
      for (const path of targets) {
        await page.goto(base + path, { waitUntil: 'networkidle' });
        const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${viewport.name}-${theme}.png`;
        await page.screenshot({ path: join(outDir, name), fullPage: process.env.FULL === '1' });
        console.log(join(outDir, name));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
