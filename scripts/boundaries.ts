import { builtinModules } from 'node:module';
import { dirname, join, normalize, relative } from 'node:path';

/** One source file as the boundary check sees it: a path from the repo root, and its text. */
export interface SourceFile {
  path: string;
  source: string;
}

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(=])import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s*['"]([^'"]+)['"]/gm;

export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier) found.push(specifier);
  }
  return found;
}

const nodeBuiltins = new Set(builtinModules);
const isNodeBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || nodeBuiltins.has(specifier.split('/')[0] ?? '');

/** Packages the shared code must not use: it runs on both sides and touches neither. */
const sideSpecificPackages = [
  'react',
  'react-dom',
  'wouter',
  'fastify',
  'drizzle-orm',
  '@electric-sql/pglite',
  'pg',
  '@radix-ui',
  '@tanstack',
  'lucide-react',
];

function area(path: string): 'shared' | 'client' | 'server' | 'other' {
  if (path.startsWith('src/shared/')) return 'shared';
  if (path.startsWith('src/client/')) return 'client';
  if (path.startsWith('src/server/')) return 'server';
  return 'other';
}

function featureOf(path: string): string | undefined {
  const match = /^src\/(client|server)\/features\/([^/]+)\//.exec(path);
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/** House rule 5: which imports cross a boundary they must not. */
export function findViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const from = area(file.path);
    if (from === 'other') continue;
    for (const specifier of importsOf(file.source)) {
      const add = (rule: string) => violations.push({ file: file.path, specifier, rule });
      if (specifier.startsWith('.')) {
        const target = normalize(join(dirname(file.path), specifier)).replaceAll('\\', '/');
        const to = area(target);
        if (from === 'shared' && to !== 'shared') add('shared code imports from neither side');
        if (from === 'client' && to === 'server') add('the client never imports server code');
        if (from === 'server' && to === 'client') add('the server never imports client code');
        const ownFeature = featureOf(file.path);
        const targetFeature = featureOf(target);
        if (targetFeature && ownFeature && targetFeature !== ownFeature) {
          add(
            `feature ${ownFeature} reaches into feature ${targetFeature}; move the shared part to lib/ or shared/`,
          );
        }
        continue;
      }
      if (from === 'shared') {
        if (isNodeBuiltin(specifier)) add('shared code uses no Node APIs');
        if (sideSpecificPackages.some((p) => specifier === p || specifier.startsWith(`${p}/`))) {
          add('shared code uses no client or server packages');
        }
      }
      if (from === 'client' && isNodeBuiltin(specifier)) add('the client uses no Node APIs');
    }
  }
  return violations;
}

export function relativeToRoot(root: string, path: string): string {
  return relative(root, path).replaceAll('\\', '/');
}
