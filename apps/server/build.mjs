// Bundles the server and the workspace packages it uses into one ESM file; npm packages stay external.
import { cp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

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
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
