import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'messages', include: ['src/**/*.test.ts'] },
});
