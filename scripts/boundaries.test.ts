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
