import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { portalChunks } from './chunks';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    vanillaExtractPlugin(),
    // react-aria ships its own words in 34 languages; the portal speaks Japanese and English (issue 18).
    optimizeLocales.vite({ locales: ['ja-JP', 'en-US'] }),
  ],
  server: {
    port: 5173,
    // In development the portal talks to the reference server as it would in production: same origin.
    proxy: { '/api': apiTarget, '/logout': apiTarget, '/broadcasting': apiTarget },
  },
  build: {
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    rolldownOptions: portalChunks,
  },
});
