// Visual review inside the story tests: a story tagged 'visual' is photographed right after its play
// function, in the same Chromium page, at a phone and a desktop width, and compared with the committed
// baseline in visual/baselines (ADR 017). No story is rendered a second time for its picture.
import type { ComposedStoryFn } from 'storybook/internal/types';
import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

// A screen's story loads its route's code and its mocks' answers before it shows anything: on a busy CI machine
// the testing library's default second for findBy and waitFor is too short, and a late page is not a failed one.
configure({ asyncUtilTimeout: 5000 });

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateReducedMotion: (reduce: boolean) => Promise<void>;
  }
}

export const visualWidths = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };
type WidthName = keyof typeof visualWidths;

// Stories named for a width ("Phone…", "Desktop…") set that viewport and assert on it in their play
// function, so they are photographed only at that width.
const widthsOf = (name: string): WidthName[] => {
  const only = /^(Phone|Desktop)/.exec(name)?.[1].toLowerCase() as WidthName | undefined;
  return only ? [only] : ['phone', 'desktop'];
};

// Waits until nothing is busy and the DOM has held still for `quietMs` (screens fetch from MSW after
// rendering and after a resize), then until every image has loaded or failed.
async function settle(quietMs: number) {
  await document.fonts.ready;
  const deadline = Date.now() + 8000;
  let previous = '';
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    const current = document.body.innerHTML;
    if (current !== previous || document.querySelector('[aria-busy="true"]')) stableSince = Date.now();
    else if (Date.now() - stableSince >= quietMs) break;
    previous = current;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await Promise.all(
    Array.from(document.images)
      .filter((img) => !img.complete)
      .map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      ),
  );
}

// Called from the preview's beforeEach, before the story renders: a photographed story runs with reduced
// motion so nothing moves by itself (the carousel starts paused); the others keep full motion, so the
// stories that test motion still do.
// (Always set: the page, and so the emulation, outlives each story file's module state.)
(globalThis as { prepareVisualStory?: (tags: string[]) => Promise<void> }).prepareVisualStory = (tags) =>
  commands.emulateReducedMotion(tags.includes('visual'));

// The baselines are the Japanese stories at their own widths: a run in another language or at one width
// (STORY_LANGUAGE / STORY_VIEWPORT, vitest.config.ts) checks behaviour and axe only.
declare const __STORY_LANGUAGE__: string | undefined;
declare const __STORY_VIEWPORT__: string | undefined;
const variantRun =
  (typeof __STORY_LANGUAGE__ === 'string' && __STORY_LANGUAGE__ !== '') ||
  (typeof __STORY_VIEWPORT__ === 'string' && __STORY_VIEWPORT__ !== '');

afterEach(async (context) => {
  const story = (context as unknown as { story?: ComposedStoryFn }).story;
  if (variantRun || !story?.tags.includes('visual') || context.task.result?.errors?.length) return;
  const isScreen = story.id.startsWith('screens-');
  for (const name of widthsOf(story.storyName ?? story.name)) {
    const { width, height } = visualWidths[name];
    await page.viewport(width, height);
    window.scrollTo(0, 0);
    await settle(isScreen ? 300 : 100);
    // The preview is an iframe, and only what lies inside it is painted: grow it to the page's height so
    // the picture holds the whole page (as a full-page screenshot would), the fixed bars at its ends.
    const fullHeight = document.documentElement.scrollHeight;
    if (fullHeight > height) {
      await page.viewport(width, fullHeight);
      await settle(100);
    }
    // A screen's picture shows its state, not where the play function left focus.
    if (isScreen && document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(`${name}/${story.id}`);
  }
});
