import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

const port = Number(process.env.VISUAL_PORT ?? 6007);

// Visual regression of every story against committed baselines, at a phone and a desktop width.
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/visual',
  testMatch: 'stories.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list', { printSteps: false }]],
  snapshotPathTemplate: '{testDir}/baselines/{projectName}/{arg}{ext}',
  expect: { toHaveScreenshot: { maxDiffPixels: 0, animations: 'disabled', caret: 'hide' } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--font-render-hinting=none'] },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 1 } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
  ],
  webServer: {
    command: `sirv ../storybook-static --port ${port} --host 127.0.0.1 --quiet`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
