import { readdirSync, readFileSync, statSync } from 'node:fs';
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
    for (const specifier of importsOf(file.source)) {
      const add = (rule: string) => violations.push({ file: file.path, specifier, rule });
      if (specifier.startsWith('.')) {
        const target = targetPath(file.path, specifier);
        const to = area(target);
        if (from === 'shared' && to !== 'shared') add('shared code imports from neither side');
        if (from === 'client' && to === 'server') add('the client never imports server code');
        if (from === 'server' && to === 'client') add('the server never imports client code');
        if (from === 'client' && to === 'client') {
          const wrongWay = clientLayerRule(file.path, target);
          if (wrongWay) add(wrongWay);
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
      if (from === 'client' && isNodeBuiltin(specifier)) add('the client uses no Node APIs');
    }
  }
  return [...violations, ...findCycles(files)];
}

function targetPath(from: string, specifier: string): string {
  return normalize(join(dirname(from), specifier)).replaceAll('\\', '/');
}

/**
 * The file a relative specifier names, among the files given: as written, with `.js` standing for
 * `.ts`/`.tsx`, or with the extension or `/index` left out. Undefined for anything else (styles,
 * JSON, a file outside the set).
 */
export function resolveImport(
  from: string,
  specifier: string,
  known: ReadonlySet<string>,
): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = targetPath(from, specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ];
  return candidates.find((candidate) => known.has(candidate));
}

/** Each file's imports of other files in the set, as resolved paths with the specifier used. */
function importGraph(files: SourceFile[]): Map<string, { target: string; specifier: string }[]> {
  const known = new Set(files.map((file) => file.path));
  const graph = new Map<string, { target: string; specifier: string }[]>();
  for (const file of files) {
    const edges: { target: string; specifier: string }[] = [];
    for (const specifier of importsOf(file.source)) {
      const target = resolveImport(file.path, specifier, known);
      if (target && !edges.some((edge) => edge.target === target)) {
        edges.push({ target, specifier });
      }
    }
    graph.set(file.path, edges);
  }
  return graph;
}

/**
 * No file cycles: every strongly connected group of files (Tarjan's algorithm) is a cycle, and
 * each is reported once, as one concrete path around it. Type-only and lazy imports count too: a
 * cycle of either still ties the files into one unit that cannot be understood or moved apart.
 */
export function findCycles(files: SourceFile[]): Violation[] {
  const graph = importGraph(files);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let next = 0;

  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1] as { node: string; edge: number };
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = (edges[frame.edge++] as { target: string }).target;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) {
        low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      }
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.node);
      const selfImport = (graph.get(frame.node) ?? []).some((edge) => edge.target === frame.node);
      if (group.length > 1 || selfImport) groups.push(group);
    }
  }

  return groups.map((group) => {
    const cycle = cycleThrough(graph, new Set(group));
    const first = cycle[0] as string;
    const specifier =
      (graph.get(first) ?? []).find((edge) => edge.target === cycle[1])?.specifier ?? '';
    return { file: first, specifier, rule: `import cycle: ${cycle.join(' → ')}` };
  });
}

/** The shortest way from the group's first file (by name) back to itself, inside the group. */
function cycleThrough(
  graph: Map<string, { target: string }[]>,
  group: ReadonlySet<string>,
): string[] {
  const start = [...group].sort()[0] as string;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift() as string;
    for (const { target } of graph.get(node) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at: string | undefined = node; at && at !== start; at = cameFrom.get(at)) {
          path.splice(1, 0, at);
        }
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
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
