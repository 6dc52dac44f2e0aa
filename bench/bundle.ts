// Bundle-size benchmark: the gzip size of the JavaScript that / loads in a real browser, what
// every other route adds on top, and, as the baseline built in the same run, a bare React 19
// page built by the same Vite. Prints figures and ratios; fails only when / exceeds its budget.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { chromiumArgs, findChromium } from '../scripts/chromium.js';
import { pages } from '../src/shared/site/pages.js';
import { type RunningServer, startBuiltServer } from './server.js';

export const LANDING_BUDGET_KB = 150;
const require = createRequire(import.meta.url);
const kb = (bytes: number) => bytes / 1024;
const fmt = (bytes: number) => `${kb(bytes).toFixed(1).padStart(7)} KB`;

/** A React 19 hello world built with this project's Vite: the floor under any React page. */
async function reactBaseline(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'react-baseline-'));
  try {
    mkdirSync(join(dir, 'src'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
    );
    writeFileSync(
      join(dir, 'src', 'main.js'),
      "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('h1', null, 'Hello'));\n",
    );
    const output = await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      resolve: {
        alias: {
          react: require.resolve('react'),
          'react-dom/client': require.resolve('react-dom/client'),
        },
      },
      build: { outDir: join(dir, 'dist'), write: false, minify: true },
    });
    const results = Array.isArray(output) ? output : [output];
    let total = 0;
    for (const result of results) {
      if (!('output' in result)) continue;
      for (const item of result.output) {
        if (item.type === 'chunk') total += gzipSync(item.code, { level: 9 }).length;
      }
    }
    return total;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The JavaScript files (URL → gzip bytes) a browser fetches to show one route. */
async function scriptsFor(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  origin: string,
  path: string,
): Promise<Map<string, number>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(origin) || !/\.m?js(\?|$)/.test(url)) return;
    pending.push(
      response.body().then((body) => {
        scripts.set(url, gzipSync(body, { level: 9 }).length);
      }),
    );
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  return scripts;
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

export async function runBundleBench(): Promise<boolean> {
  const baseline = await reactBaseline();
  let server: RunningServer | undefined;
  const browser = await chromium.launch({
    executablePath: findChromium(process.env.CHROMIUM_PATH),
    args: chromiumArgs,
  });
  try {
    server = await startBuiltServer();
    const landing = await scriptsFor(browser, server.origin, '/');
    const landingTotal = sum(landing.values());

    console.log('\nbench/bundle: JavaScript gzip size per route (real page loads in Chromium)');
    console.log(`  baseline: React 19 hello world, same Vite  ${fmt(baseline)}`);
    console.log(
      `  /  loads                                   ${fmt(landingTotal)}   ${(landingTotal / baseline).toFixed(2)}× baseline, ${((landingTotal / 1024 / LANDING_BUDGET_KB) * 100).toFixed(0)}% of the ${LANDING_BUDGET_KB} KB budget`,
    );
    console.log('  each route adds on top of /:');
    for (const info of pages) {
      if (info.path === '/') continue;
      const scripts = await scriptsFor(browser, server.origin, info.path);
      const added = sum([...scripts].filter(([url]) => !landing.has(url)).map(([, size]) => size));
      console.log(
        `    ${info.path.padEnd(22)} +${fmt(added)}   total ${fmt(sum(scripts.values()))}`,
      );
    }
    const ok = kb(landingTotal) <= LANDING_BUDGET_KB;
    console.log(
      ok
        ? `  result: / is within its ${LANDING_BUDGET_KB} KB budget`
        : `  result: / is OVER its ${LANDING_BUDGET_KB} KB budget`,
    );
    return ok;
  } finally {
    await browser.close();
    await server?.stop();
  }
}
