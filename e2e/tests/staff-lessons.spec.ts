import type { Browser, Page } from '@playwright/test';
import { closureOn } from '../../apps/server/src/db/seed/year';
import { accounts, DEMO_PASSWORD, openStaffNav, signInAt } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

// Issue 33 (ADR 052): the classroom keeps its lessons and attendance; the family's pages follow at once.

const mainOf = (page: Page) => page.getByRole('main');
const CLASS = '土曜10時クラス';

/** The classroom side in a browser of its own, on 授業と出欠 at 自由が丘教室. */
async function openStaffLessons(browser: Browser, page: Page, baseURL: string | undefined) {
  const context = await browser.newContext({ viewport: page.viewportSize(), baseURL });
  const staff = await context.newPage();
  await staff.goto('/staff/login');
  await staff.getByLabel('メールアドレス').fill('staff@example.com');
  await staff.getByLabel('パスワード').fill(DEMO_PASSWORD);
  await staff.getByRole('button', { name: 'ログインする' }).click();
  await (await openStaffNav(staff)).getByRole('link', { name: '授業と出欠' }).click();
  await expect(mainOf(staff).getByRole('heading', { level: 1, name: '授業と出欠' })).toBeVisible();
  const classroom = mainOf(staff).getByRole('combobox', { name: '教室' });
  if ((await classroom.count()) > 0) await classroom.selectOption({ label: '自由が丘教室' });
  return { context, staff };
}

/** The week's lesson card of 陽翔's class (a card names its class in its heading). */
const classCard = (staff: Page) =>
  mainOf(staff)
    .getByRole('listitem')
    .filter({ has: staff.getByRole('heading', { level: 4, name: new RegExp(CLASS) }) });

test.describe('授業と出欠（教室）', () => {
  // Two browsers on two shared cores.
  test.beforeEach(() => test.setTimeout(120_000));

  test("staff mark a child absent on a past lesson; the family's attendance history shows it at once", async ({
    page,
    browser,
    baseURL,
  }) => {
    await resetDemoData(page.request);
    await signInAt(page, accounts.guardian, '/attendanceInfo/list');
    const history = mainOf(page).getByRole('list', { name: '佐藤 陽翔さんの受講履歴' }).getByRole('article');
    await expect(history.first()).toBeVisible();
    const absentBefore = await history.filter({ hasText: '欠席' }).count();

    const { context, staff } = await openStaffLessons(browser, page, baseURL);
    await expectNoAxeViolations(staff);
    // A past Saturday the class met and 陽翔 attended (the seed's year has closures and a few absences).
    let marked = false;
    for (let weeks = 0; weeks < 6 && !marked; weeks += 1) {
      await mainOf(staff).getByRole('button', { name: '前の週' }).click();
      const card = classCard(staff);
      if ((await card.getByRole('button', { name: '出欠をつける' }).count()) === 0) continue;
      await card.getByRole('button', { name: '出欠をつける' }).click();
      const roster = mainOf(staff).getByRole('region', { name: new RegExp(`${CLASS}の出欠`) });
      const haruto = roster.getByRole('listitem').filter({ hasText: '陽翔' });
      await expect(haruto).toBeVisible();
      if ((await haruto.getByText('出席', { exact: true }).count()) === 0) {
        await roster.getByRole('button', { name: '出欠を閉じる' }).first().click();
        continue;
      }
      await haruto
        .getByRole('group', { name: /陽翔さんの出欠/ })
        .getByRole('button', { name: '欠席' })
        .click();
      await expect(roster.getByRole('status')).toContainText(/陽翔さんを「欠席」にしました。/);
      await expect(haruto.getByRole('button', { name: '欠席' })).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(staff);
      marked = true;
    }
    expect(marked, 'a past lesson 陽翔 attended within six weeks').toBe(true);
    await context.close();

    await page.reload();
    await expect(history.filter({ hasText: '欠席' })).toHaveCount(absentBefore + 1);
  });

  test("staff make next week's lesson a recess day; the family's calendar says 休講 at once", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    await resetDemoData(page.request);
    // The first Saturday from next week on that the classroom is open (the seed's year has closures).
    let weeksAhead = 1;
    while (closureOn(saturdayIn(weeksAhead))) weeksAhead += 1;
    const saturday = saturdayIn(weeksAhead);
    /** 陽翔's lesson on that Saturday in the guardian's calendar: a cell of the month grid, a day of the phone's list. */
    const harutoOnSaturday = async () => {
      await page.goto('/schedule/calendar');
      if (saturday.slice(0, 7) !== jstToday().slice(0, 7)) {
        await mainOf(page).getByRole('button', { name: '次の月' }).click();
      }
      const label = `${Number(saturday.slice(5, 7))}月${Number(saturday.slice(8, 10))}日（`;
      const day = phone
        ? mainOf(page).getByRole('listitem').filter({ hasText: label })
        : mainOf(page).getByRole('grid').locator('td').filter({ hasText: label });
      return day.filter({ hasText: '佐藤 陽翔' });
    };
    await signInAt(page, accounts.guardian, '/schedule/calendar');
    await expect(await harutoOnSaturday()).toHaveCount(1);
    await expect(await harutoOnSaturday()).not.toContainText('休講');

    const { context, staff } = await openStaffLessons(browser, page, baseURL);
    for (let week = 0; week < weeksAhead; week += 1) {
      await mainOf(staff).getByRole('button', { name: '次の週' }).click();
    }
    const card = classCard(staff);
    await card.getByRole('button', { name: '休講にする' }).click();
    await expect(mainOf(staff).getByRole('status')).toContainText(`${CLASS}を休講にしました。`);
    await expect(card.getByText('休講', { exact: true })).toBeVisible();
    // A recess day takes no attendance, and can be undone.
    await expect(card.getByRole('button', { name: '出欠をつける' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: '休講を取り消す' })).toBeVisible();
    await expectNoAxeViolations(staff);
    await context.close();

    await expect(await harutoOnSaturday()).toContainText('休講');
  });
});

test.describe('授業の削除（教室）', () => {
  test.beforeEach(() => test.setTimeout(150_000));

  test("staff delete a lesson entered by mistake; the family's calendar loses it; one with marks is refused", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    await resetDemoData(page.request);
    // A Wednesday from next week on that the classroom is open: 陽翔's class meets on Saturdays only.
    let weeksAhead = 1;
    while (closureOn(dayIn(weeksAhead, 2))) weeksAhead += 1;
    const wednesday = dayIn(weeksAhead, 2);
    await signInAt(page, accounts.guardian, '/schedule/calendar');
    await expect(await harutoOn(page, wednesday, phone)).toHaveCount(0);

    const { context, staff } = await openStaffLessons(browser, page, baseURL);
    for (let week = 0; week < weeksAhead; week += 1) {
      await mainOf(staff).getByRole('button', { name: '次の週' }).click();
    }
    // The lesson entered by mistake: 陽翔's class on a Wednesday evening.
    await mainOf(staff).getByRole('button', { name: '授業を追加' }).click();
    const form = mainOf(staff).getByRole('form', { name: '授業を追加' });
    await form.getByRole('combobox', { name: /コース/ }).selectOption('RA');
    await form.getByRole('textbox', { name: /クラス名/ }).fill(CLASS);
    await form.getByLabel(/日付/).fill(wednesday);
    await form.getByLabel(/開始時刻/).fill('18:00');
    await form.getByLabel(/終了時刻/).fill('19:00');
    await form.getByRole('button', { name: '保存する' }).click();
    await expect(mainOf(staff).getByRole('status')).toContainText(`${CLASS}を追加しました。`);
    await expect(await harutoOn(page, wednesday, phone)).toHaveCount(1);

    const mistaken = mainOf(staff)
      .getByRole('listitem')
      .filter({ has: staff.getByRole('heading', { level: 4, name: new RegExp(`18:00.*${CLASS}`) }) });
    await mistaken.getByRole('button', { name: '削除' }).click();
    const confirm = staff.getByRole('alertdialog', { name: new RegExp(`${CLASS}を削除しますか？`) });
    await expect(confirm).toContainText('元に戻せません');
    await expectNoAxeViolations(staff);
    await confirm.getByRole('button', { name: '削除する' }).click();
    await expect(mainOf(staff).getByRole('status')).toContainText(`${CLASS}を削除しました。`);
    await expect(mistaken).toHaveCount(0);
    await expect(await harutoOn(page, wednesday, phone)).toHaveCount(0);

    // A past lesson with attendance keeps its history: deleting it is refused, and a recess day is offered.
    const weekHeading = mainOf(staff).getByRole('heading', { level: 2, name: /の授業$/ });
    const ahead = await weekHeading.textContent();
    await mainOf(staff).getByRole('button', { name: '今週' }).click();
    await expect(weekHeading).not.toHaveText(ahead ?? '');
    let refused = false;
    for (let weeks = 0; weeks < 6 && !refused; weeks += 1) {
      // The cards are read once the earlier week has loaded (its heading names it).
      const shown = await weekHeading.textContent();
      await mainOf(staff).getByRole('button', { name: '前の週' }).click();
      await expect(weekHeading).not.toHaveText(shown ?? '');
      const held = classCard(staff).filter({ hasText: /出席 [1-9]/ });
      if ((await held.count()) === 0) continue;
      await held.first().getByRole('button', { name: '削除' }).click();
      await staff.getByRole('alertdialog').getByRole('button', { name: '削除する' }).click();
      const refusal = mainOf(staff).getByRole('alert');
      await expect(refusal).toContainText('出欠・振替・欠席の連絡があるため削除できません');
      await expect(refusal.getByRole('button', { name: `${CLASS}を休講にする` })).toBeVisible();
      await expect(held.first()).toBeVisible();
      await expectNoAxeViolations(staff);
      refused = true;
    }
    expect(refused, 'a past lesson of the class with attendance within six weeks').toBe(true);
    await context.close();
  });
});

/** 陽翔's lessons on a day of the guardian's calendar: a cell of the month grid, a day of the phone's list. */
async function harutoOn(page: Page, date: string, phone: boolean) {
  await page.goto('/schedule/calendar');
  if (date.slice(0, 7) !== jstToday().slice(0, 7)) {
    await mainOf(page).getByRole('button', { name: '次の月' }).click();
  }
  const label = `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日（`;
  const day = phone
    ? mainOf(page).getByRole('listitem').filter({ hasText: label })
    : mainOf(page).getByRole('grid').locator('td').filter({ hasText: label });
  return day.filter({ hasText: '佐藤 陽翔' });
}

/** The day `weekday` (0 Monday … 6 Sunday) `weeks` weeks after this one, in Japan. */
function dayIn(weeks: number, weekday: number) {
  const day = new Date(Date.now() + 9 * 3_600_000);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7) + 7 * weeks + weekday);
  return day.toISOString().slice(0, 10);
}

/** The Saturday `weeks` weeks after this one, in Japan (the staff page's weeks run Monday to Sunday). */
function saturdayIn(weeks: number) {
  const day = new Date(Date.now() + 9 * 3_600_000);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7) + 7 * weeks + 5);
  return day.toISOString().slice(0, 10);
}

const jstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
