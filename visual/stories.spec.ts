import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string; tags?: string[] };
type Channel = {
  emit: (event: string, payload: unknown) => void;
  on: (event: string, listener: (...args: unknown[]) => void) => void;
  off: (event: string, listener: (...args: unknown[]) => void) => void;
};

const here = path.dirname(fileURLToPath(import.meta.url));
const index = JSON.parse(readFileSync(path.join(here, '..', 'storybook-static', 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};

// Every story is a baseline, except those tagged 'no-visual' (e.g. stories that only show motion).
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'));

// One preview page per worker: loading iframe.html for each of hundreds of stories costs seconds each,
// while switching stories over the preview's channel (as the Storybook manager does) costs milliseconds.
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, locale, timezoneId, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, locale, timezoneId, baseURL, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.goto('/iframe.html?viewMode=story');
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      // A real pointer exists from the start, as in a browser someone uses (pointer capture needs it).
      await page.mouse.move(0, 0);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function renderStory(page: Page, storyId: string, quietMs: number) {
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve, reject) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const failures = ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'];
        const done = () => {
          cleanup();
          resolve();
        };
        const fail = (...args: unknown[]) => {
          cleanup();
          reject(new Error(`story ${id} failed to render: ${JSON.stringify(args).slice(0, 500)}`));
        };
        const cleanup = () => {
          channel.off('storyRendered', done);
          for (const event of failures) channel.off(event, fail);
        };
        // storyRendered fires after the play function, so interaction stories are shot in their end state.
        channel.on('storyRendered', done);
        for (const event of failures) channel.on(event, fail);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  // Leave no trace of the previous story: scroll position, pointer hover and the fonts still loading.
  await page.mouse.move(0, 0);
  await page.evaluate(async (quietMs) => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    // Screen stories fetch from MSW (answers take up to ~400 ms) after rendering and after their play
    // function: wait until nothing is busy and the DOM has held still for `quietMs`.
    const root = document.body;
    const deadline = Date.now() + 8000;
    let previous = '';
    let stableSince = Date.now();
    while (Date.now() < deadline) {
      const current = root.innerHTML;
      if (current !== previous || root.querySelector('[aria-busy="true"]')) stableSince = Date.now();
      else if (Date.now() - stableSince >= quietMs) break;
      previous = current;
      await new Promise((settle) => setTimeout(settle, 100));
    }
    // A screen's baseline shows its state, not where a play function left focus: whether a focus ring
    // shows depends on the input modality the previous story left behind. Component stories keep focus.
    if (quietMs > 100 && document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((settle) => {
              img.addEventListener('load', settle, { once: true });
              img.addEventListener('error', settle, { once: true });
            }),
        ),
    );
  }, quietMs);
}

// Stories named for a width ("Phone…", "Desktop…") set that viewport and assert on it in their play
// function, so they are shot only by the project of that width.
const widthOf = (name: string) => /^(Phone|Desktop)\b/.exec(name)?.[1].toLowerCase();

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ preview }, testInfo) => {
    const width = widthOf(story.name);
    test.skip(width !== undefined && width !== testInfo.project.name, `only at the ${width} width`);
    // Screens load data over MSW, so they must hold still longer than a mock answer takes.
    await renderStory(preview, story.id, story.title.startsWith('Screens/') ? 700 : 100);
    await expect(preview).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
