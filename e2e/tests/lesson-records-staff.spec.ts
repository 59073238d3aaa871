import { createRequire } from 'node:module';
import type { Browser, Page } from '@playwright/test';
import { accounts, closeStaffNav, DEMO_PASSWORD, openStaffNav, signIn } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

// sharp is the server's: it draws a phone photo carrying the camera's GPS position for the upload.
const sharp = createRequire(new URL('../../apps/server/package.json', import.meta.url))(
  'sharp',
) as typeof import('sharp');

const mainOf = (page: Page) => page.getByRole('main');
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^通知/ });
const records = (page: Page) => mainOf(page).getByRole('region', { name: '投稿した授業の記録' });

/** A photo of a robot with EXIF: the camera maker and a GPS position in Tokyo. */
const gpsPhoto = () =>
  sharp({ create: { width: 160, height: 120, channels: 3, background: '#3f7fd9' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Artist: 'Hanako Sato' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 39/1 2900/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '139/1 42/1 1000/100',
      },
    })
    .jpeg()
    .toBuffer();

/** The classroom side: staff sign-in, then the lesson records page through the staff pages' navigation. */
async function openStaffRecords(page: Page) {
  await page.goto('/staff/login');
  await page.getByLabel('メールアドレス').fill('staff@example.com');
  await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログインする' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '体験授業・個別相談の受付一覧' })).toBeVisible();
  let staffNav = await openStaffNav(page);
  await expect(staffNav.getByRole('link', { name: '体験授業・個別相談の受付一覧' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await staffNav.getByRole('link', { name: '授業の記録（教室用）' }).click();
  await expect(mainOf(page).getByRole('heading', { level: 1, name: '授業の記録（教室用）' })).toBeVisible();
  staffNav = await openStaffNav(page);
  await expect(staffNav.getByRole('link', { name: '授業の記録（教室用）' })).toHaveAttribute('aria-current', 'page');
  await closeStaffNav(page);
}

/** A guardian in a browser of their own, at the width of the project. */
async function guardianPage(browser: Browser, page: Page, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ viewport: page.viewportSize(), baseURL });
  const guardian = await context.newPage();
  await signIn(guardian, email);
  return guardian;
}

test.describe('授業の記録（教室用）', () => {
  // Two browsers, an upload and axe on a page of twenty records: more than the default on two shared cores.
  test.beforeEach(() => test.setTimeout(120_000));

  test('staff post a record with a GPS photo; the guardian is notified, opens it, and the photo has no EXIF', async ({
    page,
    browser,
    baseURL,
  }) => {
    await resetDemoData(page.request);
    await openStaffRecords(page);
    await expectNoAxeViolations(page);
    const main = mainOf(page);
    const title = `坂をのぼる車${page.viewportSize()?.width}`;
    await main.getByRole('combobox', { name: 'お子さま' }).selectOption({ label: '佐藤 陽翔（自由が丘教室）' });
    await expect(main.getByRole('combobox', { name: 'コース' })).toHaveValue('RA');
    await main.getByRole('textbox', { name: 'タイトル' }).fill(title);
    await main
      .getByRole('textbox', { name: 'お子さまのコメント' })
      .fill('タイヤを大きくして坂をのぼれるようにしました。');
    await main.getByRole('textbox', { name: '教室からのコメント' }).fill('何度も試して工夫していました。');
    await main.locator('input[type="file"]').setInputFiles({
      name: 'IMG_0001.jpg',
      mimeType: 'image/jpeg',
      buffer: await gpsPhoto(),
    });
    await main.getByRole('button', { name: '投稿する' }).click();
    await expect(main.getByRole('status').filter({ hasText: '授業の記録を投稿しました。' })).toBeVisible();
    await expect(records(page).getByRole('heading', { name: title })).toBeVisible();
    await expectNoAxeViolations(page);

    const guardian = await guardianPage(browser, page, baseURL, accounts.guardian);
    await bell(guardian).click();
    const item = guardian
      .getByRole('dialog', { name: '通知' })
      .locator('a[href^="/studentLessonRecord/detail"]')
      .filter({ hasText: /未読：/ })
      .first();
    await item.click();
    await expect(guardian).toHaveURL(/\/studentLessonRecord\/detail\?id=\d+$/);
    const detail = mainOf(guardian);
    await expect(detail.getByRole('heading', { name: title })).toBeVisible();
    await expect(detail.getByText('何度も試して工夫していました。')).toBeVisible();
    await expectNoAxeViolations(guardian);

    // The photo as the guardian's browser gets it: a JPEG the server drew, without the camera's EXIF.
    const src = (await detail.getByRole('img', { name: new RegExp(title) }).getAttribute('src')) ?? '';
    const served = await guardian.request.get(src);
    expect(served.headers()['content-type']).toBe('image/jpeg');
    const bytes = await served.body();
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 160, height: 120 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('PhoneMaker')).toBe(false);

    // わが子の投稿: the newest card is the new record.
    await guardian.goto('/studentLessonRecord/list');
    await expect(mainOf(guardian).getByRole('link').filter({ hasText: '佐藤 陽翔' }).first()).toBeVisible();
    await guardian.context().close();
  });

  test("staff answer a guardian's comment and publish a record to everyone's posts", async ({
    page,
    browser,
    baseURL,
  }) => {
    await resetDemoData(page.request);
    const guardian = await guardianPage(browser, page, baseURL, accounts.guardian);
    // The guardian comments on a record of their own.
    const list = await (await guardian.request.get('/api/studentLessonRecord/list')).json();
    let recordId = 0;
    for (const r of list.data as { id: number }[]) {
      const d = await (await guardian.request.get(`/api/studentLessonRecord/detail?id=${r.id}`)).json();
      if (d.public_post_id === null) {
        recordId = r.id;
        break;
      }
    }
    await guardian.goto(`/studentLessonRecord/detail?id=${recordId}`);
    await mainOf(guardian)
      .getByRole('button', { name: /コメントを書/ })
      .click();
    const dialog = guardian.getByRole('dialog', { name: '保護者のコメント' });
    await dialog.getByRole('textbox', { name: 'コメント' }).fill('家でも作り方を説明してくれました。');
    await dialog.getByRole('button', { name: '送信する' }).click();
    await expect(mainOf(guardian).getByText('コメントを送信しました。')).toBeVisible();

    await openStaffRecords(page);
    const main = mainOf(page);
    await main.getByRole('combobox', { name: '表示する記録' }).selectOption({ label: '保護者のコメントあり' });
    const card = records(page).getByRole('article').filter({ hasText: '家でも作り方を説明してくれました。' });
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: /コメントに答える|教室からのコメントを書き直す/ }).click();
    const answer = page.getByRole('dialog', { name: '教室からのコメント' });
    await expectNoAxeViolations(page);
    await answer.getByRole('textbox', { name: '教室からのコメント' }).fill('お家でも話してくれたのですね。');
    await answer.getByRole('button', { name: '送信する' }).click();
    await expect(main.getByRole('status').filter({ hasText: '教室からのコメントを保存しました。' })).toBeVisible();

    await guardian.reload();
    await expect(mainOf(guardian).getByText('お家でも話してくれたのですね。')).toBeVisible();

    // Published under a nickname: the other family finds it in みんなの投稿, never the child's name.
    const nickname = `ロボ名人${page.viewportSize()?.width}`;
    await card.getByRole('button', { name: 'みんなの投稿に公開する' }).click();
    const publish = page.getByRole('dialog', { name: 'みんなの投稿に公開する' });
    await publish.getByRole('textbox', { name: 'ニックネーム' }).fill(nickname);
    await publish.getByRole('button', { name: '公開する' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'みんなの投稿に公開しました。' })).toBeVisible();

    // Issue 33: the family's page keeps both comments once published, takes a new comment, and staff's next
    // answer reaches it.
    await guardian.reload();
    const ownMain = mainOf(guardian);
    await expect(ownMain.getByText('家でも作り方を説明してくれました。')).toBeVisible();
    await expect(ownMain.getByText('お家でも話してくれたのですね。')).toBeVisible();
    await expect(ownMain.getByRole('link', { name: 'みんなの投稿で見る' })).toBeVisible();
    await ownMain.getByRole('button', { name: 'コメントを書き直す' }).click();
    const again = guardian.getByRole('dialog', { name: '保護者のコメント' });
    await again.getByRole('textbox', { name: 'コメント' }).fill('公開されて喜んでいました。');
    await again.getByRole('button', { name: '送信する' }).click();
    await expect(ownMain.getByText('コメントを送信しました。')).toBeVisible();
    await expect(ownMain.getByText('公開されて喜んでいました。')).toBeVisible();
    await page.reload();
    await main.getByRole('combobox', { name: '表示する記録' }).selectOption({ label: '保護者のコメントあり' });
    const published = records(page).getByRole('article').filter({ hasText: '公開されて喜んでいました。' });
    await published.getByRole('button', { name: /コメントに答える|教室からのコメントを書き直す/ }).click();
    await answer.getByRole('textbox', { name: '教室からのコメント' }).fill('みんなにも見てもらえますね。');
    await answer.getByRole('button', { name: '送信する' }).click();
    await expect(main.getByRole('status').filter({ hasText: '教室からのコメントを保存しました。' })).toBeVisible();
    await guardian.reload();
    await expect(ownMain.getByText('みんなにも見てもらえますね。')).toBeVisible();

    const other = await guardianPage(browser, page, baseURL, 'guardian2@example.com');
    await other.goto(`/lessonRecord/list?nickname=${encodeURIComponent(nickname)}`);
    const posts = mainOf(other).getByRole('region', { name: 'みんなの投稿一覧' }).getByRole('list').first();
    await expect(posts.getByRole('link')).toHaveCount(1);
    await expect(posts.getByRole('link')).toContainText(nickname);
    await expect(posts).not.toContainText('佐藤');
    await expectNoAxeViolations(other);
    await other.context().close();
    await guardian.context().close();
  });
});
