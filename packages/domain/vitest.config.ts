import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // Every date rule is decided in JST; a non-Japan zone proves no rule leans on the machine's zone.
    env: { TZ: 'America/Los_Angeles' },
  },
});
