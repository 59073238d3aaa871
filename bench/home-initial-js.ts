// Prints the JavaScript the home page (/) needs before it can render, in gzip bytes: the entry chunk and the
// start's steps it imports (main.tsx),
// the lazily loaded chunks of `/` and of the signed-in layout route around it (TanStack Router's
// code-split pieces of src/routes/_authed/index.tsx and src/routes/_authed.tsx, error pieces left out:
// they load only on failure), and every static import of those, from the Vite manifest.
// Budget: 120 KiB gzip (issue 18).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { RoutePreloads } from '../apps/server/src/plugins/route-preloads.ts';

const BUDGET = 120 * 1024;
const HOME_ROUTE_FILES = ['src/routes/_authed.tsx', 'src/routes/_authed/index.tsx'];
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
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key);
// The entry imports the portal's start in steps (main.tsx), which every page needs: counted with it. Route chunks
// the entry might import lazily are not steps.
for (const key of [...seen]) {
  for (const step of manifest[key]?.dynamicImports ?? []) if (!step.startsWith('src/routes/')) collect(step);
}
for (const key of Object.keys(manifest)) {
  const [file, query = ''] = key.split('?');
  if (HOME_ROUTE_FILES.includes(file ?? '') && !query.includes('errorComponent')) collect(key);
}
if (![...seen].some((key) => key.startsWith(HOME_ROUTE_FILES[1] ?? ''))) {
  // A renamed route file would otherwise shrink the figure silently.
  throw new Error(`no chunk of ${HOME_ROUTE_FILES[1]} in the manifest: where did the home route go?`);
}

const gzipOf = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
let gzip = 0;
const files = new Set<string>();
for (const key of seen) {
  const file = manifest[key]?.file;
  if (file?.endsWith('.js')) {
    gzip += gzipOf(file);
    files.add(file);
  }
}
const kib = (gzip / 1024).toFixed(1);
console.log(`home initial JS: ${gzip} bytes gzip (${kib} KiB) in ${seen.size} chunks; budget ${BUDGET / 1024} KiB`);
// What the signed-in page really fetches at once: the server also names the lazy parts home draws at once (the
// bell, the carousel, the chat bot) in its head (ADR 030), the same list as here.
const named = new RoutePreloads(manifest).linksFor('/', true);
const extra = [...named.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)]
  .map((m) => m[1] as string)
  .filter((file) => !files.has(file));
const withLazy = gzip + extra.reduce((sum, file) => sum + gzipOf(file), 0);
console.log(
  `  with the lazy parts the page names at once: ${withLazy} bytes gzip (${(withLazy / 1024).toFixed(1)} KiB) in ${files.size + extra.length} files`,
);
// What a phone downloads: the build's brotli files (the server sends them as they are, ADR 030).
const brotli = [...files, ...extra].reduce((sum, file) => {
  const br = path.join(dist, `${file}.br`);
  return sum + (existsSync(br) ? statSync(br).size : gzipOf(file));
}, 0);
console.log(
  `  as sent (the build's brotli files, lazy parts included): ${brotli} bytes (${(brotli / 1024).toFixed(1)} KiB)`,
);
if (gzip > BUDGET) {
  console.error(`home initial JS is over its budget of ${BUDGET / 1024} KiB`);
  process.exitCode = 1;
}
