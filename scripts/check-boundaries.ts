// House rule 5, enforced: run by `npm test` (npm run check:boundaries).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { findViolations, relativeToRoot, type SourceFile } from './boundaries.js';

const root = process.cwd();

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

const files: SourceFile[] = [...sourceFiles(join(root, 'src'))].map((path) => ({
  path: relativeToRoot(root, path),
  source: readFileSync(path, 'utf8'),
}));
const violations = findViolations(files);
if (violations.length) {
  for (const v of violations) console.error(`${v.file}: imports '${v.specifier}': ${v.rule}`);
  console.error(`\n${violations.length} boundary violation(s).`);
  process.exit(1);
}
console.log(`boundaries: ${files.length} files checked, no violations`);
