import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/**
 * The project's root folder (the one holding package.json), found from this file's place, so
 * it is the same whether the server runs from src/ under tsx or bundled in dist/.
 */
export function projectRoot(): string {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  root = dir;
  return dir;
}

export function projectPath(...parts: string[]): string {
  return resolve(projectRoot(), ...parts);
}
