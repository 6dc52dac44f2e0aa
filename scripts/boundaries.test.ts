import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTree, findCycles, findViolations, importsOf, resolveImport } from './boundaries.js';

const file = (path: string, source: string) => ({ path, source });

describe('importsOf', () => {
  it('finds static, type-only, re-export, side-effect and dynamic imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b.js';",
      "export * from './c.js';",
      "import './d.css';",
      "const E = lazy(() => import('./e'));",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a', '../b.js', './c.js', './d.css', './e']);
  });
});

describe('findViolations', () => {
  it('accepts the allowed directions', () => {
    const files = [
      file(
        'src/client/pages/news-page.tsx',
        "import { x } from '../features/news/api';\nimport { y } from '../../shared/contracts/news';",
      ),
      file(
        'src/server/features/news/news.routes.ts',
        "import { z } from '../../../shared/contracts/news.js';\nimport { db } from '../../db/client.js';",
      ),
      file(
        'src/shared/contracts/news.ts',
        "import { z } from 'zod';\nimport { e } from './errors.js';",
      ),
    ];
    expect(findViolations(files)).toEqual([]);
  });

  it('refuses shared code that imports a side, Node or React', () => {
    const rules = findViolations([
      file(
        'src/shared/domain/x.ts',
        "import { a } from '../../server/db/client.js';\nimport { readFileSync } from 'node:fs';\nimport { useState } from 'react';",
      ),
    ]).map((v) => v.specifier);
    expect(rules).toEqual(['../../server/db/client.js', 'node:fs', 'react']);
  });

  it('refuses the client importing the server, and the server importing the client', () => {
    const violations = findViolations([
      file('src/client/lib/x.ts', "import { buildApp } from '../../server/app';"),
      file('src/server/lib/y.ts', "import { x } from '../../client/lib/api-client';"),
    ]);
    expect(violations.map((v) => v.rule)).toEqual([
      'the client never imports server code',
      'the server never imports client code',
    ]);
  });

  it('refuses one feature reaching into another', () => {
    const violations = findViolations([
      file('src/server/features/chat/chat.service.ts', "import { x } from '../news/news.repo.js';"),
      file(
        'src/client/features/chat/hooks/use-chat.ts',
        "import { y } from '../../news/api/news-queries';",
      ),
    ]);
    expect(violations).toHaveLength(2);
    expect(violations[0]?.rule).toContain('reaches into feature server/news');
  });
});

describe('client layers', () => {
  it('refuses a component that imports a feature', () => {
    const violations = findViolations([
      file(
        'src/client/components/layout/site-header.tsx',
        "import { useCurrentUser } from '../../features/auth/hooks/use-current-user';",
      ),
    ]);
    expect(violations).toEqual([
      {
        file: 'src/client/components/layout/site-header.tsx',
        specifier: '../../features/auth/hooks/use-current-user',
        rule: 'components/ imports from features/, against the layers (app → pages → features → components → lib → shared)',
      },
    ]);
  });

  it('refuses every import that points left along app → pages → features → components → lib', () => {
    const violations = findViolations([
      file('src/client/pages/home-page.tsx', "import { AppShell } from '../app/app-shell';"),
      file('src/client/features/chat/components/x.tsx', "import { P } from '../../../pages/p';"),
      file('src/client/components/ui/x.tsx', "import { P } from '../../pages/p';"),
      file('src/client/components/ui/y.tsx', "import { routeTable } from '../../app/router';"),
      file('src/client/lib/x.ts', "import { Logo } from '../components/layout/logo';"),
      file('src/client/lib/y.ts', "import { q } from '../features/news/api/news-queries';"),
    ]);
    expect(violations.map((v) => v.rule.split(',')[0])).toEqual([
      'pages/ imports from app/',
      'features/ imports from pages/',
      'components/ imports from pages/',
      'components/ imports from app/',
      'lib/ imports from components/',
      'lib/ imports from features/',
    ]);
  });

  it('accepts imports within a layer and towards the right, tests included', () => {
    const violations = findViolations([
      file(
        'src/client/app/app-shell.tsx',
        [
          "import { useLogout } from '../features/auth/hooks/use-logout';",
          "import { SiteFooter } from '../components/layout/site-footer';",
          "import { SiteHeader } from './site-header';",
        ].join('\n'),
      ),
      file('src/client/app/router.tsx', "const Home = lazy(() => import('../pages/home-page'));"),
      file(
        'src/client/pages/home-page.tsx',
        "import { Chat } from '../features/chat/components/chat-panel';\nimport { BuildingPage } from './building-page';",
      ),
      file(
        'src/client/features/news/api/q.ts',
        "import { apiRequest } from '../../../lib/api-client';",
      ),
      file('src/client/components/ui/x.tsx', "import { cx } from '../../lib/format';"),
      file(
        'src/client/components/layout/logo.tsx',
        "import { station } from '../../../shared/site/station';",
      ),
      file(
        'src/client/features/radio/components/x.test.tsx',
        "import { renderApp } from '../../../testing/render';",
      ),
    ]);
    expect(violations).toEqual([]);
  });

  it('keeps the test helpers to tests, and below the features', () => {
    const violations = findViolations([
      file(
        'src/client/components/ui/toaster.tsx',
        "import { stubApi } from '../../testing/api-stub';",
      ),
      file('src/client/testing/render.tsx', "import { AppShell } from '../app/app-shell';"),
      file(
        'src/client/testing/radio.ts',
        "import { useChat } from '../features/chat/hooks/use-chat';",
      ),
      file(
        'src/client/testing/render-ok.tsx',
        "import { Toaster } from '../components/ui/toaster';",
      ),
    ]);
    expect(violations.map((v) => v.rule)).toEqual([
      'only tests import the test helpers in client/testing',
      'test helpers import only components/, lib/ and shared code, not app/',
      'test helpers import only components/, lib/ and shared code, not features/',
    ]);
  });

  it('refuses a client module outside the layers', () => {
    const violations = findViolations([
      file('src/client/main.tsx', "import { AppShell } from './app/app-shell';"),
      file('src/client/styles/theme.ts', ''),
    ]);
    expect(violations.map((v) => [v.file, v.rule])).toEqual([
      [
        'src/client/main.tsx',
        'client modules live in app/, pages/, features/, components/, lib/ or testing/',
      ],
      ['src/client/styles/theme.ts', 'styles/ holds stylesheets, not modules'],
    ]);
  });
});

describe('import cycles', () => {
  it('refuses a cycle and reports its path', () => {
    const violations = findViolations([
      file(
        'src/client/app/account-menu.tsx',
        "const D = lazy(() => import('./account-dropdown'));",
      ),
      file(
        'src/client/app/account-dropdown.tsx',
        "import type { AccountUser } from './account-user';",
      ),
      file('src/client/app/account-user.ts', "import type { Menu } from './account-menu';"),
    ]);
    expect(violations).toEqual([
      {
        file: 'src/client/app/account-dropdown.tsx',
        specifier: './account-user',
        rule: 'import cycle: src/client/app/account-dropdown.tsx → src/client/app/account-user.ts → src/client/app/account-menu.tsx → src/client/app/account-dropdown.tsx',
      },
    ]);
  });

  it('refuses a cycle on the server too, following .js specifiers to .ts files', () => {
    const violations = findCycles([
      file('src/server/features/chat/chat.service.ts', "import { r } from './chat.repo.js';"),
      file('src/server/features/chat/chat.repo.ts', "import { s } from './chat.service.js';"),
      file('src/server/lib/clock.ts', "import { now } from './clock.js';"),
    ]);
    expect(violations.map((v) => v.rule)).toEqual([
      'import cycle: src/server/features/chat/chat.repo.ts → src/server/features/chat/chat.service.ts → src/server/features/chat/chat.repo.ts',
      'import cycle: src/server/lib/clock.ts → src/server/lib/clock.ts',
    ]);
  });

  it('reports each tangle once, by its shortest way round', () => {
    const violations = findCycles([
      file('src/shared/a.ts', "import './b';\nimport './c';"),
      file('src/shared/b.ts', "import './c';"),
      file('src/shared/c.ts', "import './a';"),
    ]);
    expect(violations.map((v) => v.rule)).toEqual([
      'import cycle: src/shared/a.ts → src/shared/c.ts → src/shared/a.ts',
    ]);
  });

  it('accepts a graph that only branches and joins', () => {
    expect(
      findCycles([
        file('src/shared/a.ts', "import './b';\nimport './c';"),
        file('src/shared/b.ts', "import './c';"),
        file('src/shared/c.ts', "import './d.css';"),
      ]),
    ).toEqual([]);
  });
});

describe('resolveImport', () => {
  const known = new Set([
    'src/server/app.ts',
    'src/client/app/main.tsx',
    'src/client/lib/index.ts',
    'src/client/styles/app.css',
  ]);

  it('finds .js specifiers, extensionless paths and index files, and skips the rest', () => {
    expect(resolveImport('src/server/main.ts', './app.js', known)).toBe('src/server/app.ts');
    expect(resolveImport('src/client/app/x.ts', './main', known)).toBe('src/client/app/main.tsx');
    expect(resolveImport('src/client/app/x.ts', '../lib', known)).toBe('src/client/lib/index.ts');
    expect(resolveImport('src/client/app/x.ts', 'react', known)).toBeUndefined();
    expect(resolveImport('src/client/app/x.ts', './missing', known)).toBeUndefined();
  });
});

describe('checkTree', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });

  function plant(files: Record<string, string>): string {
    root = mkdtempSync(join(tmpdir(), 'boundaries-'));
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(join(root, dirname(path)), { recursive: true });
      writeFileSync(join(root, path), source);
    }
    return root;
  }

  const healthy = {
    'src/shared/site/station.ts': "export const station = { name: 'NightDrive FM' };",
    'src/client/lib/format.ts': 'export const upper = (s: string) => s.toUpperCase();',
    'src/client/components/layout/logo.tsx':
      "import { station } from '../../../shared/site/station';\nimport { upper } from '../../lib/format';",
    'src/client/features/radio/hooks/use-now-playing.ts':
      "import { upper } from '../../../lib/format';",
    'src/client/pages/home-page.tsx':
      "import { useNowPlaying } from '../features/radio/hooks/use-now-playing';\nimport { Logo } from '../components/layout/logo';",
    'src/client/app/router.tsx': "const Home = lazy(() => import('../pages/home-page'));",
  };

  it('passes a tree that keeps the rules', () => {
    expect(checkTree(plant(healthy))).toEqual({ files: 6, violations: [] });
  });

  it('refuses a planted components → features import and a planted cycle in a tree on disk', () => {
    const { violations } = checkTree(
      plant({
        ...healthy,
        'src/client/components/layout/on-air.tsx':
          "import { useNowPlaying } from '../../features/radio/hooks/use-now-playing';",
        'src/client/lib/format.ts':
          "import { parse } from './parse';\nexport const upper = (s: string) => s.toUpperCase();",
        'src/client/lib/parse.ts': "import { upper } from './format';",
      }),
    );
    expect(violations).toEqual([
      {
        file: 'src/client/components/layout/on-air.tsx',
        specifier: '../../features/radio/hooks/use-now-playing',
        rule: 'components/ imports from features/, against the layers (app → pages → features → components → lib → shared)',
      },
      {
        file: 'src/client/lib/format.ts',
        specifier: './parse',
        rule: 'import cycle: src/client/lib/format.ts → src/client/lib/parse.ts → src/client/lib/format.ts',
      },
    ]);
  });
});
