// Second half of `npm run build`: pre-compresses the client's text assets (served as-is with
// Content-Encoding) and bundles the server into dist/server/main.js. Dependencies stay external.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const clientDir = 'dist/client';
const compressible = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(clientDir)) {
  if (!compressible.test(path)) continue;
  const raw = readFileSync(path);
  if (raw.length < 1024) continue;
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`compressed ${count} client files; bundled dist/server/main.js`);
