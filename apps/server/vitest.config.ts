import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite takes a couple of seconds to start on a loaded 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
