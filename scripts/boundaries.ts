import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import {
  findCycles,
  importsOf,
  type SourceFile,
  targetPath,
  type Violation,
} from './import-graph.js';

export {
  findCycles,
  importsOf,
  resolveImport,
  type SourceFile,
  type Violation,
} from './import-graph.js';

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

/**
 * The client's layers, left to right: a file may import from its own layer and the layers to its
 * right (and from shared code, further right still), never from a layer to its left.
 */
export const clientLayers = ['app', 'pages', 'features', 'components', 'lib'] as const;
type ClientLayer = (typeof clientLayers)[number];

/** Test helpers: beside the layers, for tests only. */
const testingFolder = 'testing';
/** Folders of the client that hold no TypeScript (stylesheets) and so belong to no layer. */
const assetFolders = new Set(['styles']);

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);

/** The client folder a path sits in (`app`, `features`, `testing`...), or undefined at the top. */
function clientFolder(path: string): string | undefined {
  return /^src\/client\/([^/]+)\//.exec(path)?.[1];
}

function layerOf(path: string): ClientLayer | undefined {
  const folder = clientFolder(path);
  return clientLayers.find((layer) => layer === folder);
}

const layerOrder = 'app → pages → features → components → lib → shared';

/** The client's layering: which client-to-client import points the wrong way. */
function clientLayerRule(from: string, target: string): string | undefined {
  const targetFolder = clientFolder(target);
  if (targetFolder === testingFolder) {
    return isTestFile(from) || clientFolder(from) === testingFolder
      ? undefined
      : 'only tests import the test helpers in client/testing';
  }
  if (clientFolder(from) === testingFolder) {
    const layer = layerOf(target);
    return layer === 'components' || layer === 'lib' || !targetFolder
      ? undefined
      : `test helpers import only components/, lib/ and shared code, not ${targetFolder}/`;
  }
  const fromLayer = layerOf(from);
  const targetLayer = layerOf(target);
  if (!fromLayer || !targetLayer) return undefined;
  if (clientLayers.indexOf(targetLayer) < clientLayers.indexOf(fromLayer)) {
    return `${fromLayer}/ imports from ${targetLayer}/, against the layers (${layerOrder})`;
  }
  return undefined;
}

/** Every client module lives in a layer (or with the test helpers), so each has a direction. */
function clientPlacementRule(path: string): string | undefined {
  const folder = clientFolder(path);
  if (folder === testingFolder || layerOf(path)) return undefined;
  if (folder && assetFolders.has(folder)) return `${folder}/ holds stylesheets, not modules`;
  return `client modules live in ${clientLayers.map((layer) => `${layer}/`).join(', ')} or ${testingFolder}/`;
}

/** The server's own seams: which server-to-server import skips a layer. */
/** A file name's role suffix, whether the import names it `.js`, `.ts` or leaves it out. */
const hasRole = (path: string, role: string) => new RegExp(`\\.${role}(\\.[jt]sx?)?$`).test(path);

function serverLayerRule(from: string, target: string): string | undefined {
  if (hasRole(from, 'routes')) {
    if (hasRole(target, 'repo')) {
      return 'routes call a service, never a repository (SQL stays behind the service)';
    }
    if (target.startsWith('src/server/db/schema')) return 'routes never import the database schema';
  }
  if (
    from.startsWith('src/server/lib/') &&
    !isTestFile(from) &&
    target.startsWith('src/server/db/')
  ) {
    return 'server/lib holds what any feature can use and knows no database: lib never imports db/';
  }
  if (hasRole(from, 'module') && hasRole(target, 'module')) {
    return 'a module never imports another module: app.ts hands it the ports it needs';
  }
  return undefined;
}

/**
 * Role flags read directly: who may do what is asked of the policy module, not of `isAdmin`,
 * `isDj` or `isCreator`. They may be read where they are defined, stored and presented: the
 * policy module, the database code, contracts, views, tests, and the files below.
 */
const roleFlagReaders: Record<string, string> = {
  'src/server/features/admin/people.service.ts': 'grants and takes roles, so it reads them as data',
  'src/server/features/auth/auth.service.ts': "reads the sign-up form's choice to be a creator",
  'src/client/features/auth/components/register-form.tsx': "the sign-up form's creator checkbox",
  'src/client/features/auth/api/auth-queries.ts': 'copies the account answered by the server',
  'src/client/features/admin/components/member-item.tsx': "shows and switches a member's roles",
  'src/client/features/profiles/components/profile-header.tsx': "shows a profile's role badges",
  'src/client/features/dashboard/components/account-card.tsx': "shows the account's kind",
};
const ROLE_FLAG = /\.(isAdmin|isDj|isCreator)\b/;

function readsRoleFlags(path: string): boolean {
  return !(
    path === 'src/shared/domain/policies.ts' ||
    path in roleFlagReaders ||
    isTestFile(path) ||
    /(^|\/)testing\//.test(path) ||
    /\.(views|repo)\.tsx?$/.test(path) ||
    path.startsWith('src/server/db/') ||
    path.startsWith('src/shared/contracts/')
  );
}

/**
 * The client's way in for the server's page rendering: it runs in Node (beside the built
 * server, loaded from the build), so it may use Node's APIs, and the server's tests load it
 * as the server does.
 */
export const CLIENT_SERVER_ENTRY = 'src/client/app/entry-server.tsx';

/** House rule 5: which imports cross a boundary they must not. */
export function findViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const from = area(file.path);
    if (from === 'other') continue;
    if (from === 'client') {
      const misplaced = clientPlacementRule(file.path);
      if (misplaced) violations.push({ file: file.path, specifier: '', rule: misplaced });
    }
    const flag = readsRoleFlags(file.path) ? ROLE_FLAG.exec(file.source) : null;
    if (flag) {
      violations.push({
        file: file.path,
        specifier: '',
        rule: `reads ${flag[0].slice(1)} directly: ask the policy module (can(actor, action))`,
      });
    }
    for (const specifier of importsOf(file.source)) {
      const add = (rule: string) => violations.push({ file: file.path, specifier, rule });
      if (specifier.startsWith('.')) {
        const target = targetPath(file.path, specifier);
        const to = area(target);
        if (from === 'shared' && to !== 'shared') add('shared code imports from neither side');
        if (from === 'client' && to === 'server') add('the client never imports server code');
        const rendersPages =
          isTestFile(file.path) &&
          target.replace(/\.(js|tsx?)$/, '') === CLIENT_SERVER_ENTRY.replace(/\.tsx$/, '');
        if (from === 'server' && to === 'client' && !rendersPages) {
          add('the server never imports client code');
        }
        if (from === 'client' && to === 'client') {
          const wrongWay = clientLayerRule(file.path, target);
          if (wrongWay) add(wrongWay);
        }
        if (from === 'server' && to === 'server') {
          const skipped = serverLayerRule(file.path, target);
          if (skipped) add(skipped);
        }
        const ownFeature = featureOf(file.path);
        const targetFeature = featureOf(target);
        if (targetFeature && ownFeature && targetFeature !== ownFeature) {
          add(
            `feature ${ownFeature} reaches into feature ${targetFeature}; compose them in a page or app/, or move the shared part to lib/, components/ or shared/`,
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
      if (from === 'client' && isNodeBuiltin(specifier) && file.path !== CLIENT_SERVER_ENTRY) {
        add('the client uses no Node APIs');
      }
    }
  }
  return [...violations, ...findCycles(files)];
}

export function relativeToRoot(root: string, path: string): string {
  return relative(root, path).replaceAll('\\', '/');
}

function* sourceFilesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFilesUnder(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

/** Reads every TypeScript file under `<root>/src` and checks them all. */
export function checkTree(root: string): { files: number; violations: Violation[] } {
  const files: SourceFile[] = [...sourceFilesUnder(join(root, 'src'))].map((path) => ({
    path: relativeToRoot(root, path),
    source: readFileSync(path, 'utf8'),
  }));
  return { files: files.length, violations: findViolations(files) };
}
