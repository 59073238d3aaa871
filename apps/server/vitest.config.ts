import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite takes a couple of seconds to start on a loaded 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // The files of a worker share one module graph: importing the whole app afresh for each file cost about 6 s a
    // file (201 s → 105 s for this project here). Each file builds its own app and database, so no state is shared
    // through them; module-level state is kept per database (e.g. the search totals) and no file mocks a module.
    isolate: false,
    // Vitest runs projects with one worker budget side by side only when their workers are alike; the story
    // browser's are not, so the server's files run as a group of their own, after the stories.
    sequence: { groupOrder: 1 },
  },
});
