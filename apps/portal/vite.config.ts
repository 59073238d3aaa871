import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { portalChunks } from './chunks';
import { installablePage, manifest } from './pwa';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's pending view comes with its page too, not with the route tree every page loads first (issue 35:
      // the booking pages' pending view brought the whole booking form into the first script).
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      quoteStyle: 'single',
    }),
    react(),
    vanillaExtractPlugin(),
    // react-aria ships its own words in 34 languages; the portal speaks Japanese and English (issue 18).
    optimizeLocales.vite({ locales: ['ja-JP', 'en-US'] }),
    // The page's theme colour and home-screen icon, and the offline page the service worker falls back to (pwa.ts).
    isSsrBuild ? null : installablePage(),
    // Installable (issue 34, ADR 053): the manifest, and a service worker built from sw/sw.ts that precaches the
    // shell and never keeps a page or an API answer. The page registers it itself (app/serviceWorker.ts), in the
    // production build only.
    isSsrBuild
      ? null
      : VitePWA({
          strategies: 'injectManifest',
          srcDir: 'sw',
          filename: 'sw.ts',
          injectRegister: false,
          registerType: 'prompt',
          manifest,
          manifestFilename: 'manifest.webmanifest',
          injectManifest: {
            // The shell: scripts, styles, fonts, the icons and the offline page. Not index.html (a template the
            // server fills in per guardian), nor the carousel's pictures or documents in public/.
            globPatterns: ['assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg', 'offline.html', 'offline.js'],
            globIgnores: ['**/*.map'],
            // The largest chunk (the editor's libraries) is precached too.
            maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          },
          devOptions: { enabled: false },
        }),
    // Compressed once at build, as small as the formats allow (brotli 11, gzip 9), and sent as they are: the
    // server's own compression on each request used brotli's fast level, 17% bigger (issue 18: a phone's
    // first bytes). index.html is a template the server fills in, so it is compressed per request.
    isSsrBuild
      ? null
      : compression({
          algorithms: ['brotliCompress', defineAlgorithm('gzip', { level: 9 })],
          exclude: [/\.map$/, /index\.html$/],
          threshold: 1024,
        }),
  ],
  // The first page drawn on the server (`build:ssr`, ADR 036): one file with every library in it, so the server
  // loads it without resolving the portal's dependencies.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    // In development the portal talks to the reference server as it would in production: same origin.
    proxy: { '/api': apiTarget, '/logout': apiTarget, '/broadcasting': apiTarget },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', target: 'node24', sourcemap: true, copyPublicDir: false }
    : { sourcemap: true, target: 'es2022', manifest: true, rolldownOptions: portalChunks },
}));
