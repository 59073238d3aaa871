// Prints the JavaScript each page needs before it can render, in gzip bytes, beside its limit (issue 35: home at most
// 150 KiB, every other page at most 180 KiB): the entry chunk and the start's steps it imports (main.tsx), the
// lazily loaded chunks of the page's route and of the layout routes around it (TanStack Router's code-split pieces
// of src/routes/**, `?tsr-split=component`; pending and error pieces left out: they show only while loading or on
// failure), the catalogue areas its layout loads before it draws (apps/portal/src/i18n/catalogue.ts), and every
// static import of those, from the Vite manifest. Then home's figure with the lazy parts its head names at once.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { RoutePreloads } from '../apps/server/src/plugins/route-preloads.ts';

const BUDGET = 150 * 1024;
const OTHER_BUDGET = 180 * 1024;
const HOME_ROUTE_FILES = ['src/routes/_authed.tsx', 'src/routes/_authed/index.tsx'];
/** Layouts that wait for an area of the catalogue before their pages draw (their `beforeLoad`), and its files. */
const AREA_OF_LAYOUT: Record<string, RegExp> = {
  _staff: /packages\/messages\/src\/ja\/staff(Team|News|Lessons|Applications|Frame)\.ts$/,
};
// PORTAL_DIST measures another build (an older commit's, for a before-and-after).
const dist = process.env.PORTAL_DIST ?? path.resolve(import.meta.dirname, '..', 'apps', 'portal', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
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

// Every page: the start (as above, without home's route pieces) plus its own route chain.
const startKeys = new Set<string>();
function collectInto(key: string, into: Set<string>) {
  if (into.has(key)) return;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) collectInto(dep, into);
}
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collectInto(key, startKeys);
for (const key of [...startKeys]) {
  for (const step of manifest[key]?.dynamicImports ?? [])
    if (!step.startsWith('src/routes/')) collectInto(step, startKeys);
}
const SPLIT = '.tsx?tsr-split=component';
const routeFiles = Object.keys(manifest)
  .filter((key) => key.startsWith('src/routes/') && key.endsWith(SPLIT))
  .map((key) => key.slice('src/routes/'.length, -SPLIT.length));
const isLayout = (name: string) => routeFiles.some((other) => other.startsWith(`${name}/`));
const pages = routeFiles.filter((name) => !isLayout(name) && name !== '__root').sort();
const kibOf = (bytes: number) => (bytes / 1024).toFixed(1);
const rows: [string, number, number][] = [];
for (const page of pages) {
  const keys = new Set(startKeys);
  const chain = [
    ...routeFiles.filter((name) => name === '__root' || (isLayout(name) && page.startsWith(`${name}/`))),
    page,
  ];
  for (const name of chain) collectInto(`src/routes/${name}${SPLIT}`, keys);
  for (const name of chain) {
    const area = AREA_OF_LAYOUT[name];
    if (area) for (const key of Object.keys(manifest)) if (area.test(key)) collectInto(key, keys);
  }
  let bytes = 0;
  for (const file of new Set([...keys].map((key) => manifest[key]?.file ?? '')))
    if (file.endsWith('.js')) bytes += gzipOf(file);
  rows.push([page, bytes, page === '_authed/index' ? BUDGET : OTHER_BUDGET]);
}
if (rows.length < 50) throw new Error(`only ${rows.length} pages in the manifest: is the route tree still split?`);
console.log(`\nevery page's initial JS (gzip KiB, limit; home ${BUDGET / 1024}, others ${OTHER_BUDGET / 1024}):`);
const width = Math.max(...rows.map(([page]) => page.length));
for (const [page, bytes, limit] of rows) {
  const over = bytes > limit;
  console.log(
    `  ${page.padEnd(width)}  ${kibOf(bytes).padStart(6)}  ${(limit / 1024).toFixed(0)}${over ? '  OVER' : ''}`,
  );
  if (over) process.exitCode = 1;
}
const overCount = rows.filter(([, bytes, limit]) => bytes > limit).length;
console.log(
  `  ${rows.length} pages, ${overCount} over their limit; largest ${kibOf(Math.max(...rows.map(([, b]) => b)))} KiB`,
);
