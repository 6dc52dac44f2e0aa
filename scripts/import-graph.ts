import { dirname, join, normalize } from 'node:path';

/**
 * The import graph of the source tree: which file imports which, and the cycles in it. The
 * boundary check (`boundaries.ts`) judges each import; this module only reads them.
 */

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

export function targetPath(from: string, specifier: string): string {
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
