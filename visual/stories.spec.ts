import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string; tags?: string[] };

const here = path.dirname(fileURLToPath(import.meta.url));
const index = JSON.parse(readFileSync(path.join(here, '..', 'storybook-static', 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};

// Every story is a baseline, except those tagged 'no-visual' (e.g. stories that only show motion).
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'));

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    await page.waitForSelector('#storybook-root > *, #storybook-docs > *', { state: 'attached' });
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
