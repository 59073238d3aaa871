import type { Page } from '@playwright/test';
import { expect, resetDemoData, test } from '../tests/fixtures';
import {
  closeCell,
  controlLeadsOn,
  holds,
  modals,
  noEndlessWait,
  regions,
  saysWhatHappened,
  valuesKept,
} from './checks';
import { type Flow, isFlowCall, isFlowPath } from './flows';
import { cells, type Fault, FIXME } from './matrix';

// Issue 30: every form and multi-step flow crossed with every fault. After each fault a cell checks what a person
// would: the words typed are still there (or were sent exactly once), the page says what happened in words that name
// the next step, and a control leads on. No wait is left without an end.

// The cells are independent (each starts from the seeded demo data): spread over both workers.
test.describe.configure({ mode: 'parallel' });

/** The answers the route gives, as the server (Laravel's shapes) gives them. */
const ANSWERS: Partial<Record<Fault, { status: number; json: unknown; headers?: Record<string, string> }>> = {
  '401 session ended': { status: 401, json: { message: 'Unauthenticated.' } },
  // A refusal of the server's own: its words carry the next step, and the page must say them.
  '409': { status: 409, json: { message: 'この内容はすでに受け付けています。教室にお問い合わせください。' } },
  // A reason bound to no field on the screen: it must still be said.
  '422': {
    status: 422,
    // As Laravel words it: the overall message is the first reason.
    json: {
      message: '故障確認：内容を確かめて、もう一度お試しください。',
      errors: { faultMatrix: ['故障確認：内容を確かめて、もう一度お試しください。'] },
    },
  },
  '429': { status: 429, json: { message: 'Too Many Attempts.' }, headers: { 'retry-after': '60' } },
  '500': { status: 500, json: { message: 'Server Error' } },
};

/** Counts the flow's sends; `answer` says what each gets (passed on, cut off, or a given answer). */
async function intercept(page: Page, flow: Flow, answer: 'pass' | 'abort' | (typeof ANSWERS)[Fault]) {
  let sent = 0;
  await page.route(
    (url) => isFlowPath(flow, url.pathname),
    (route) => {
      if (!isFlowCall(flow, new URL(route.request().url()).pathname, route.request().method())) return route.fallback();
      sent += 1;
      if (answer === 'pass') return route.continue();
      if (answer === 'abort') return route.abort('connectionreset');
      return route.fulfill({ status: answer?.status, json: answer?.json, headers: answer?.headers });
    },
  );
  return () => sent;
}

for (const { flow, fault, name } of cells.filter((cell) => cell.fault !== 'server restart')) {
  test(name, async ({ page, request }, testInfo) => {
    const fixme = FIXME[name];
    test.fixme(fixme !== undefined, fixme);
    const notes: string[] = [];
    let wordsLost = false;
    let deadEnd = false;
    // Each cell starts from the demo data as seeded: a cell's send must not change the next cell's page.
    await resetDemoData(request);
    // Leaving asks first; the person says yes (back then forward must bring the words back, not only keep them).
    page.on('dialog', (dialog) => void dialog.accept());

    await flow.open(page);
    await flow.fill(page);
    if (flow.toSend) await flow.toSend(page);
    const send = flow.send(page);
    const sendName = ((await send.textContent()) ?? '').trim();

    if (fault === 'double press') {
      const sent = await intercept(page, flow, 'pass');
      // Two presses as fast as a hand makes them (two clicks, each its own event).
      await send.dblclick();
      deadEnd = !(await holds(notes, 'the send goes through', () => flow.done(page)));
      // Long enough for a second send to have gone out.
      await page.waitForTimeout(500);
      wordsLost = !(await holds(notes, `sent exactly once (sent ${sent()} times)`, async () => expect(sent()).toBe(1)));
    } else if (fault === 'reload' || fault === 'back then forward') {
      if (fault === 'reload') {
        await page.reload();
      } else {
        const here = page.url();
        // Scheduled, so the call returns before a full-page navigation takes its page away (a signed-out page is
        // a document of its own).
        await page.evaluate(() => void setTimeout(() => history.back(), 0));
        await expect.poll(() => page.url()).not.toBe(here);
        await page.waitForLoadState();
        await page.evaluate(() => void setTimeout(() => history.forward(), 0));
        await expect.poll(() => page.url()).toBe(here);
        await page.waitForLoadState();
        await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
      }
      wordsLost = !(await holds(notes, 'the words are still there', () => valuesKept(page, flow)));
      deadEnd = !(await holds(notes, 'the send is still offered', async () => {
        // A page the browser kept whole (its back/forward cache) comes back with the question still open.
        if ((await modals(page).count()) === 0) await flow.resume?.(page);
        await expect(flow.send(page)).toBeEnabled();
      }));
    } else {
      const before = new Set(await regions(page).allInnerTexts());
      await intercept(page, flow, fault === 'network abort' ? 'abort' : ANSWERS[fault]);
      await send.click();
      const said = await holds(notes, 'the page says what happened and the next step', () =>
        saysWhatHappened(page, before),
      );
      const ended = await holds(notes, 'every wait has an end', () => noEndlessWait(page));
      const led = await holds(notes, 'a control leads on', () => controlLeadsOn(page, sendName));
      deadEnd = !(said && ended && led);
      wordsLost = !(await holds(notes, 'the words are still there', () => valuesKept(page, flow)));
    }

    closeCell(testInfo, name, notes, wordsLost, deadEnd);
  });
}
