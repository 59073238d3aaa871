// Bundles the server and the workspace packages it uses into one ESM file; npm packages stay external.
import { cp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const contractYaml = new URL('../../packages/api-client/openapi/openapi.yaml', import.meta.url);
// The YAML parser is api-client's; the bundle gets the parsed contract and needs no parser at run time.
const { parse } = createRequire(new URL('../../packages/api-client/package.json', import.meta.url))('yaml');

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // Workspace packages are TypeScript sources: bundle them instead of leaving them external.
  plugins: [
    {
      name: 'bundle-workspace',
      setup(b) {
        b.onResolve({ filter: /^@portal\/[a-z-]+$/ }, (args) => ({
          path: createRequire(`${args.resolveDir}/`).resolve(args.path),
        }));
      },
    },
    {
      name: 'bundle-contract',
      setup(b) {
        b.onLoad({ filter: /[\\/]src[\\/]contract[\\/]document\.ts$/ }, async () => ({
          contents: `export const contractDocument = ${JSON.stringify(parse(await readFile(contractYaml, 'utf8')))};`,
          loader: 'js',
        }));
      },
    },
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
// The demo videos the seed stores (src/db/seed/columns-lms.ts resolves them beside the module).
await cp('src/db/seed/media', 'dist/media', { recursive: true });
