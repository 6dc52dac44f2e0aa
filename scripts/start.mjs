// `npm start`: builds only when a source changed since the last build, then runs the server.
// A build is what takes seconds; a restart of an unchanged checkout should not pay for one.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the build reads: the sources, the page shell, the static files and the build setup. */
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];
/** Written after a good build; its time is the build's. */
const STAMP = 'dist/.built-at';

function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const name of readdirSync(path)) latest = Math.max(latest, newest(join(path, name)));
  return latest;
}

const builtAt =
  existsSync(STAMP) && existsSync('dist/server/main.js') ? statSync(STAMP).mtimeMs : 0;
const changedAt = Math.max(...INPUTS.map(newest));
if (changedAt > builtAt || process.env.FORCE_BUILD === '1') {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'Building…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
} else {
  console.log('The build is up to date with the sources (FORCE_BUILD=1 builds anyway).');
}

await import('../dist/server/main.js');
