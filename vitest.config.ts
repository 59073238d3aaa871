import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    // Vitest runs one file fewer than the machine has cores; on CI's 2 cores that left one file at a time
    // beside the story browser. Every core: the tier took 9m16s instead of 11m07s there.
    maxWorkers: '100%',
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      // The server's tests run again on the machine's PostgreSQL server (each test file gets a fresh database).
      {
        extends: 'apps/server/vitest.config.ts',
        test: {
          name: 'server-postgres',
          root: 'apps/server',
          env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
        },
      },
      {
        plugins: [
          vanillaExtractPlugin(),
          storybookTest({
            configDir: path.join(dirname, '.storybook'),
            storybookScript: 'pnpm storybook --ci',
            // `npm run test:visual:update` runs only the stories that have a baseline.
            ...(process.env.VISUAL_ONLY ? { tags: { include: ['visual'] } } : {}),
          }),
        ],
        // Imported by compiled sprinkles and recipes only, so Vite's scan misses them and would reload mid-run in a
        // fresh clone (a reload fails the story files being loaded).
        optimizeDeps: {
          include: [
            '@portal/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
            '@portal/ui > @vanilla-extract/recipes/createRuntimeFn',
          ],
        },
        // Issue 36: the story tests in English or at a phone's width, as a designer may view them:
        // `STORY_LANGUAGE=en STORY_VIEWPORT=phone npm run test:stories -- <files>` (.storybook/preview.tsx).
        define: {
          __STORY_LANGUAGE__: JSON.stringify(process.env.STORY_LANGUAGE ?? ''),
          __STORY_VIEWPORT__: JSON.stringify(process.env.STORY_VIEWPORT ?? ''),
        },
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // Two widths of a screen (resize, settle, compare) take longer than the default hook time.
          hookTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            commands: {
              // Stories photographed for visual review run with reduced motion: nothing moves by itself.
              emulateReducedMotion: async ({ page }, reduce: boolean) => {
                await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
              },
            },
            // Stories tagged 'visual' are compared with visual/baselines after their play function (ADR 017):
            // no changed pixel is allowed, but a pixel counts as changed only past pixelmatch's colour threshold
            // 0.01 (about two levels of 255): Chromium blends a circle's edge one level differently from run to
            // run, which no reader can see. Anti-aliased edges pixelmatch recognises are ignored too.
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.01, includeAA: false, allowedMismatchedPixels: 0 },
                // A tall screen takes seconds to capture on a loaded 2-core machine; stability needs two captures.
                timeout: 20_000,
                resolveScreenshotPath: ({ arg, ext, root }) => path.join(root, 'visual/baselines', `${arg}${ext}`),
                resolveDiffPath: ({ arg, ext, root }) => path.join(root, 'test-results/visual', `${arg}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});
