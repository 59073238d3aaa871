// Prints the portal's initial JavaScript (the entry chunk and its static imports) in gzip bytes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

let gzip = 0;
for (const key of seen) {
  const file = manifest[key]?.file;
  if (file?.endsWith('.js')) gzip += gzipSync(readFileSync(path.join(dist, file))).length;
}
console.log(`portal initial JS: ${gzip} bytes gzip (${(gzip / 1024).toFixed(1)} KiB) in ${seen.size} chunks`);
