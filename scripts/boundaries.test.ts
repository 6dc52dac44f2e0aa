import { describe, expect, it } from 'vitest';
import { findViolations, importsOf } from './boundaries.js';

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

  it("lets only the client's server entry use Node, and only server tests load it", () => {
    const violations = findViolations([
      file(
        'src/client/app/entry-server.tsx',
        "import { AsyncLocalStorage } from 'node:async_hooks';",
      ),
      file('src/client/app/main.tsx', "import { AsyncLocalStorage } from 'node:async_hooks';"),
      file(
        'src/server/plugins/client.render.test.ts',
        "import * as entry from '../../client/app/entry-server.js';",
      ),
      file(
        'src/server/plugins/client.ts',
        "import * as entry from '../../client/app/entry-server.js';",
      ),
    ]);
    expect(violations.map((v) => [v.file, v.rule])).toEqual([
      ['src/client/app/main.tsx', 'the client uses no Node APIs'],
      ['src/server/plugins/client.ts', 'the server never imports client code'],
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

describe('server layers', () => {
  const rulesOf = (files: ReturnType<typeof file>[]) =>
    findViolations(files).map((v) => [v.file, v.specifier, v.rule]);

  it('refuses a route importing a repository or the schema', () => {
    expect(
      rulesOf([
        file(
          'src/server/features/news/news.routes.ts',
          "import { createNewsRepo } from './news.repo.js';\nimport { news } from '../../db/schema/index.js';",
        ),
      ]),
    ).toEqual([
      [
        'src/server/features/news/news.routes.ts',
        './news.repo.js',
        'routes call a service, never a repository (SQL stays behind the service)',
      ],
      [
        'src/server/features/news/news.routes.ts',
        '../../db/schema/index.js',
        'routes never import the database schema',
      ],
    ]);
  });

  it('refuses a module importing another module, even through its own feature folder', () => {
    expect(
      rulesOf([
        file(
          'src/server/features/posts/posts.module.ts',
          "import { createPostsRepo } from './posts.repo.js';\nimport { createSongsModule } from './songs.module.js';",
        ),
      ]),
    ).toEqual([
      [
        'src/server/features/posts/posts.module.ts',
        './songs.module.js',
        'a module never imports another module: app.ts hands it the ports it needs',
      ],
    ]);
  });

  it('refuses server/lib importing the database, outside its tests', () => {
    const lib = "import { users } from '../db/schema/index.js';";
    expect(
      rulesOf([
        file('src/server/lib/people.ts', lib),
        file('src/server/lib/people.test.ts', lib),
      ]).map(([path, , rule]) => [path, rule]),
    ).toEqual([
      [
        'src/server/lib/people.ts',
        'server/lib holds what any feature can use and knows no database: lib never imports db/',
      ],
    ]);
  });

  it('accepts a route importing its service and views, and app.ts listing the modules', () => {
    expect(
      rulesOf([
        file(
          'src/server/features/news/news.routes.ts',
          "import type { NewsService } from './news.service.js';\nimport { toItem } from './news.views.js';",
        ),
        file('src/server/app.ts', "import * as feature from './features/index.js';"),
        file(
          'src/server/features/index.ts',
          "export { createNewsModule } from './news/news.module.js';",
        ),
      ]),
    ).toEqual([]);
  });
});

describe('role flags', () => {
  it('refuses a feature testing .isAdmin, .isDj or .isCreator instead of asking the policy module', () => {
    const violations = findViolations([
      file('src/server/features/songs/songs.service.ts', 'if (!actor.isAdmin) throw forbidden();'),
      file('src/client/pages/dashboard-page.tsx', 'return user.isCreator ? <A /> : <B />;'),
      file('src/server/plugins/auth.ts', 'const dj = request.user?.isDj;'),
    ]);
    expect(violations.map((v) => [v.file, v.rule])).toEqual([
      [
        'src/server/features/songs/songs.service.ts',
        'reads isAdmin directly: ask the policy module (can(actor, action))',
      ],
      [
        'src/client/pages/dashboard-page.tsx',
        'reads isCreator directly: ask the policy module (can(actor, action))',
      ],
      [
        'src/server/plugins/auth.ts',
        'reads isDj directly: ask the policy module (can(actor, action))',
      ],
    ]);
  });

  it('lets the policy module, views, repositories, schema, contracts and tests read them', () => {
    const reads = 'const admin = actor.isAdmin || row.isDj || person.isCreator;';
    expect(
      findViolations(
        [
          'src/shared/domain/policies.ts',
          'src/server/features/songs/songs.views.ts',
          'src/server/features/admin/people.repo.ts',
          'src/server/db/schema/users.ts',
          'src/shared/contracts/auth.ts',
          'src/server/features/songs/songs.test.ts',
          'src/server/testing/accounts.ts',
        ].map((path) => file(path, reads)),
      ),
    ).toEqual([]);
  });
});
