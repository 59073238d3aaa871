// Prints the JavaScript the home page (/) needs before it can render, in gzip bytes: the entry chunk,
// the `/` route's lazily loaded chunks (TanStack Router's code-split pieces of src/routes/index.tsx),
// and every static import of those, from the Vite manifest. Budget: 150 KB (KiB) gzip.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 150 * 1024;
const dist = path.resolve(import.meta.dirname, '..', 'apps', 'portal', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[] }
>;

const seen = new Set<string>();
function collect(key: string) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) collect(dep);
}
for (const [key, chunk] of Object.entries(manifest)) {
  const homeRoute = key === 'src/routes/index.tsx' || key.startsWith('src/routes/index.tsx?');
  if (chunk.isEntry || homeRoute) collect(key);
}

let gzip = 0;
for (const key of seen) {
  const file = manifest[key]?.file;
  if (file?.endsWith('.js')) gzip += gzipSync(readFileSync(path.join(dist, file))).length;
}
const kib = (gzip / 1024).toFixed(1);
console.log(`home initial JS: ${gzip} bytes gzip (${kib} KiB) in ${seen.size} chunks; budget ${BUDGET / 1024} KiB`);
if (gzip > BUDGET) {
  console.error(`home initial JS is over its budget of ${BUDGET / 1024} KiB`);
  process.exitCode = 1;
}
