import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'portal',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // The catalogue's areas that pages load with their routes (issue 35).
    setupFiles: ['src/test/catalogue.ts'],
  },
});
