import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import axe from 'axe-core';
import { Mailbox } from '../mailbox';
import { smtpPortOf } from '../ports';

/**
 * Fails the test on any axe violation on the page as it is now. axe-core runs in the page as
 * `@axe-core/playwright` runs it in its legacy mode (all default rules, same-origin frames; the portal has
 * none), but injected once per document rather than on every call, and without the blank page the builder
 * opens to merge frame results: 0.15 s a check instead of 1.3 s, over some 400 checks a CI run.
 */
export async function expectNoAxeViolations(page: Page) {
  // The page as it settles: a dialog fading in is checked at full opacity, not half-way (colour contrast).
  await page.evaluate(async () => {
    // A frame first, so a transition the last action started is running (and listed) by then; a page that
    // draws no frame (behind another) goes on after 100 ms.
    await new Promise((resolve) => {
      requestAnimationFrame(resolve);
      setTimeout(resolve, 100);
    });
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const summary = await page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(summary).toEqual([]);
}

const firstPort = Number(process.env.E2E_PORT ?? 3100);

/**
 * A page the server drew (ADR 036) shows before its scripts have taken it over, and a tap before then is lost:
 * every load of a portal page in a test waits until the page says it answers input, or is no portal page at all
 * (a JSON answer, or a page that sent the browser elsewhere, as a booking link to an unknown event does).
 */
function loadsUntilReady(page: Page) {
  const untilReady = () =>
    page.locator('html[data-ready="true"], html:not(:has(#root))').waitFor({ state: 'attached' });
  const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilReady();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilReady();
    return response;
  };
}

/**
 * Each worker talks to its own server (see playwright.config.ts), so no test sees another worker's writes, and
 * receives that server's mail over SMTP in its own mailbox (issue 32): `mailbox` is empty at each test's start.
 */
export const test = base.extend<{ context: BrowserContext; mailbox: Mailbox }, { browser: Browser; smtp: Mailbox }>({
  context: async ({ context }, use) => {
    context.on('page', loadsUntilReady);
    await use(context);
  },
  // Contexts a test opens itself (a second family, a second tab): the same, unless scripts are off.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) context.on('page', loadsUntilReady);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies destructured.
  baseURL: async ({}, use, testInfo) => use(`http://127.0.0.1:${firstPort + testInfo.parallelIndex}`),
  // Listening before the worker's first test, for every test: a mail sent by any page has somewhere to go.
  smtp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies destructured.
    async ({}, use, workerInfo) => {
      const box = await Mailbox.listen(smtpPortOf(firstPort, workerInfo.parallelIndex));
      await use(box);
      await box.close();
    },
    { scope: 'worker', auto: true },
  ],
  mailbox: async ({ smtp }, use) => {
    smtp.clear();
    await use(smtp);
  },
});

/**
 * The path and query of the link in the newest message to an address, once `count` messages have come (issue 32):
 * the real message, as the SMTP receiver parsed it.
 */
export async function mailedLink(mailbox: Mailbox, to: string, count = 1): Promise<string> {
  await expect.poll(() => mailbox.to(to).length, { message: `mail to ${to}` }).toBeGreaterThanOrEqual(count);
  const url = /https?:\/\/\S+/.exec(mailbox.to(to).at(-1)?.text ?? '')?.[0];
  if (!url) throw new Error(`no link was mailed to ${to}`);
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}
export { expect };

/**
 * Puts this worker's demo data back as seeded (the server's `E2E_RESET` route) and ends every session: for a
 * test that uses up what it tests, such as an unread item or outstanding terms, so that it passes however
 * often the tier runs (`--repeat-each`). Call it before signing in.
 */
export async function resetDemoData(request: APIRequestContext) {
  await request.get('/api/health');
  const { cookies } = await request.storageState();
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post('/__e2e__/reset', { headers: { 'x-xsrf-token': token } });
  expect(res.status(), 'the demo data is put back').toBe(204);
}
