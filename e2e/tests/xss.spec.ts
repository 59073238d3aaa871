import type { Page } from '@playwright/test';
import { toSafeHtml } from '../../apps/server/src/routes/news/richText';
import { SHORT_XSS_PAYLOADS, XSS_PAYLOADS } from '../xss/payloads';
import { accounts, signIn } from './auth';
import { expect, test } from './fixtures';

/**
 * Issue 19's XSS suite: every payload of the corpus through every text a guardian can write and every
 * HTML field the portal renders, viewed in Chromium. The portal's CSP would stop inline script on its
 * own, so these pages are served WITHOUT it: the sanitisers and React's escaping must hold by themselves.
 */

declare global {
  interface Window {
    __xss: (n: number) => void;
    __xssFired: number[];
  }
}

/** Records every payload that runs, before any page script, and makes alert() count too. */
async function watchForScript(page: Page) {
  await page.addInitScript(() => {
    window.__xssFired = [];
    window.__xss = (n: number) => window.__xssFired.push(n);
    window.alert = () => window.__xssFired.push(-1);
  });
}

/** Drops the CSP header of the portal's documents so that only sanitising and escaping stand in the way. */
async function withoutCsp(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    },
  );
}

/** Gives every element the events an inline handler would wait for, as a pointer and keyboard would. */
async function provokeEvents(page: Page) {
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      for (const type of ['mouseover', 'mouseenter', 'focus', 'click', 'animationstart', 'toggle']) {
        // A click on a javascript: link would run it: that is exactly what must not happen.
        el.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
      }
    }
  });
  await page.waitForTimeout(300);
}

const fired = (page: Page) => page.evaluate(() => window.__xssFired);

test.describe('XSS corpus', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the corpus holds over 100 distinct payloads and the detector sees one that runs', async ({ page }) => {
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    await watchForScript(page);
    await page.goto('about:blank');
    await page.setContent('<img src=x onerror=__xss(0)>');
    await expect.poll(() => fired(page)).toEqual([0]);
  });

  test('the server cleaner alone leaves nothing that runs in Chromium', async ({ page }) => {
    await watchForScript(page);
    await page.goto('about:blank');
    const cleaned = XSS_PAYLOADS.map((p, i) => `<section data-i="${i}">${toSafeHtml(p)}</section>`).join('\n');
    await page.setContent(`<main>${cleaned}</main>`);
    await provokeEvents(page);
    expect(await fired(page)).toEqual([]);
  });

  test('an announcement body carrying every payload is shown by the portal without running any', async ({ page }) => {
    await watchForScript(page);
    await withoutCsp(page);
    await signIn(page, accounts.guardian);
    const raw = XSS_PAYLOADS.map((p) => `<div>${p}</div>`).join('\n');
    // The portal's own sanitiser must hold even if a server sent the body uncleaned.
    await page.route('**/api/announcement?*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, content: raw } });
    });
    const list = page.getByRole('main').getByRole('list', { name: '教室からのお知らせ' });
    await list.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/announcement\/detail\?announcementsId=\d+/);
    await expect(page.getByRole('main').getByText('ご確認ください。', { exact: false }).first()).toBeVisible();
    await provokeEvents(page);
    expect(await fired(page)).toEqual([]);
  });

  test('profile texts a guardian writes are shown as text wherever they appear', async ({ page }) => {
    test.setTimeout(90_000);
    await watchForScript(page);
    await withoutCsp(page);
    await signIn(page, accounts.guardian);
    const me = await (await page.request.get('/api/user')).json();
    const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const editable = ['lastName', 'firstName', 'lastNameKana', 'firstNameKana', 'birthYear', 'genderId', 'telNumber'];
    const more = ['telNumberBackup', 'email', 'emailBackup', 'zipcode', 'prefectureId', 'city', 'block', 'building'];
    const original = Object.fromEntries([...editable, ...more].map((k) => [k, me[k] ?? null]));
    const save = (body: Record<string, unknown>) =>
      page.request.post('/api/user', {
        data: body,
        headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), 'X-Requested-With': 'XMLHttpRequest' },
      });
    const fields = ['lastName', 'firstName', 'city', 'block', 'building'] as const;
    // Several payloads per field, as many as fit the 255-character limit, until the corpus is used up.
    const queue = [...SHORT_XSS_PAYLOADS];
    const ran: number[] = [];
    let saves = 0;
    try {
      while (queue.length > 0) {
        const body: Record<string, unknown> = { ...original };
        for (const field of fields) {
          let text = '';
          while (queue.length > 0 && text.length + (queue[0]?.length ?? 0) <= 255) text += queue.shift();
          if (text) body[field] = text;
        }
        const res = await save(body);
        expect(res.status(), await res.text()).toBe(200);
        saves += 1;
        // The profile list shows every field, and the shell's header shows the name.
        await page.goto('/profile/list');
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await provokeEvents(page);
        ran.push(...(await fired(page)));
      }
    } finally {
      // The worker's other tests share this account: put the guardian's own profile back.
      expect((await save(original)).status()).toBe(200);
    }
    expect(ran).toEqual([]);
    expect(saves).toBeGreaterThan(1);
    expect(SHORT_XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });
});
