import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTree, findCycles, findViolations, resolveImport } from './boundaries.js';

const file = (path: string, source: string) => ({ path, source });

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
