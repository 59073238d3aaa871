import type { Page } from '@playwright/test';
import { accounts, signInAt } from './auth';
import { expect, test } from './fixtures';

// Issue 35, "a page that looks ready is ready": the pages drawn on the server (ADR 036) show before their scripts
// take them over. A tap then must either work as plain HTML (a link, the sign-out form) or find the control visibly
// inert, never half-done: a box ticked that filters nothing, a question that reloads home and is gone. Each control is
// tapped as soon as it shows, on a phone's CPU (4x slower), and its result checked. Sign-out works before the scripts
// come at all (resilience.spec.ts, issue 30 item 10).

/** Opens a page without waiting for the take-over that the fixtures' `goto` waits for, on a CPU 4x slower. */
async function openAsAPhoneWould(page: Page, path: string, baseURL: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.mainFrame().goto(new URL(path, baseURL).href, { waitUntil: 'commit' });
}

/** Holds the page's scripts back until `release()`: the time before the take-over, made as long as the test needs. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/after-paint.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const ready = (page: Page) => page.locator('html[data-ready="true"]');

test.describe('a page drawn on the server, tapped before it is taken over (issue 35)', () => {
  test('the announcement filter: inert until the page answers, then each tap filters', async ({ page, baseURL }) => {
    await signInAt(page, accounts.guardian, '/profile');
    const release = await holdScripts(page);
    await openAsAPhoneWould(page, '/announcement/list', baseURL ?? '');
    const box = page.getByRole('checkbox', { name: '重要なお知らせのみ表示' });
    await expect(box).toBeVisible();
    await expect(ready(page)).toHaveCount(0);
    // A tap on the box and one on its words: nothing ticks that the page would not know about.
    const at = await box.boundingBox();
    if (!at) throw new Error('the box has no place on the page');
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    expect(await box.isChecked()).toBe(false);
    await page.getByText('重要なお知らせのみ表示').click({ force: true });
    expect(await box.isChecked()).toBe(false);
    // A link works as it is: the page is readable and its links lead on before the scripts come.
    await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute('href', /\//);

    release();
    // The tap a person makes once the box answers filters the list; the next one clears it again.
    await box.click();
    await expect(box).toBeChecked();
    await expect(page).toHaveURL(/isImportant=1/);
    await box.click();
    await expect(box).not.toBeChecked();
    await expect(page).not.toHaveURL(/isImportant/);
  });

  test('home: the carousel and the chat bot each work at the first tap', async ({ page, baseURL }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAt(page, accounts.guardian, '/profile');
    await openAsAPhoneWould(page, '/', baseURL ?? '');
    const carousel = page.getByRole('region', { name: 'おすすめ情報' });
    const next = carousel.getByRole('button', { name: '次のスライド' });
    await expect(next).toBeVisible();
    const count = await carousel.getByRole('group').count();
    expect(count).toBeGreaterThan(2);
    // Two taps as fast as the control takes them, the first as soon as it does: each one moves a slide (reduced
    // motion keeps the carousel from turning by itself meanwhile).
    await next.click();
    await next.click();
    await expect(carousel.getByText(`3 / ${count}`)).toBeVisible();
    // The third slide is the one at the carousel's start edge, not only counted.
    const third = carousel.getByRole('group').nth(2);
    await expect
      .poll(async () => {
        const [box, slide] = [await carousel.boundingBox(), await third.boundingBox()];
        return box && slide ? Math.round(Math.abs(slide.x - box.x)) : undefined;
      })
      .toBeLessThan(24);

    const bot = page.getByRole('region', { name: 'お困りごとはありませんか？' });
    const question = bot.getByRole('textbox', { name: /ご質問/ });
    await question.click();
    await question.pressSequentially('振替');
    await question.press('Enter');
    const log = bot.getByRole('list', { name: '質問アシスタントとのやりとり' });
    await expect(log).toContainText('振替');
    await expect(log.getByRole('link').first()).toBeVisible();
    // The question was answered on the page, not sent off as a plain form that reloads home without it.
    expect(new URL(page.url()).search).toBe('');
    await expect(question).toHaveValue('');
  });
});
