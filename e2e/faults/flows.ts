import { expect, type Locator, type Page, request } from '@playwright/test';
import { accounts, DEMO_PASSWORD, signInAt } from '../tests/auth';

/**
 * The forms and multi-step flows of the fault matrix (issue 30): how a person opens each, what they type (words
 * no other test types, so finding them on the page proves they are these), the step that sends, and the one call
 * that step makes. The matrix (matrix.spec.ts) crosses each with every fault.
 */
export type Flow = {
  name: string;
  /** The account the flow is used with; null for the public forms (no session to end). */
  account: string | null;
  /** Opens the flow's first form, signed in where it needs it. */
  open: (page: Page) => Promise<void>;
  /** Types the distinctive words into the form. */
  fill: (page: Page) => Promise<void>;
  /** From the filled form to the step that sends (a confirm page); absent for a form that sends itself. */
  toSend?: (page: Page) => Promise<void>;
  /** The control that sends. */
  send: (page: Page) => Locator;
  /** The call the send makes: path (a pattern where it carries an id) and method (`*`: any but GET). */
  call: { path: string | RegExp; method: string };
  /** Words typed that must still be on the page (in a field or as text) after any fault. */
  words: readonly string[];
  /** What else was chosen that must still be there (a picked file, ticked answers, a drawn signature). */
  kept?: (page: Page) => Promise<void>;
  /**
   * From the page loaded anew (a reload, Back and Forward) or left by a failure to its send again, where the send
   * sits behind a question that is no longer open (a page the browser kept whole may still show it); absent where
   * the send stays offered.
   */
  resume?: (page: Page) => Promise<void>;
  /** What a person sees once the send went through. */
  done: (page: Page) => Promise<void>;
};

const main = (page: Page) => page.getByRole('main');

/** Whether an address is the flow's send's (its method aside). */
export function isFlowPath(flow: Flow, pathname: string) {
  const { path } = flow.call;
  return typeof path === 'string' ? pathname === path : path.test(pathname);
}

/** Whether a request is the flow's send. */
export function isFlowCall(flow: Flow, pathname: string, method: string) {
  const ours = flow.call.method === '*' ? method !== 'GET' : method === flow.call.method;
  return ours && isFlowPath(flow, pathname);
}

/** Signs the classroom's staff in through the sign-in call, then opens `path` (as `signInAt` does for guardians). */
async function staffSignInAt(page: Page, path: string) {
  if (page.url().startsWith('http')) await page.goto('about:blank');
  await page.request.get('/api/health');
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post('/api/staff/login', {
    data: { email: STAFF_EMAIL, password: DEMO_PASSWORD },
    headers: { 'x-xsrf-token': token },
  });
  expect(res.status(), 'staff sign in').toBe(200);
  await page.goto(path);
}

// --- sign-in -----------------------------------------------------------------------------------------------
const SIGN_IN_EMAIL = 'guardian2@example.com';
const STAFF_EMAIL = 'staff@example.com';

// --- bookings (as e2e/tests/booking.spec.ts fills them, with words of this matrix) -----------------------------
const BUILDING = '渋谷2-1-1 故障確認ビル5階';
const REFERRAL = '故障確認の会のお友だち';

async function fillKid(page: Page) {
  const name = page.getByRole('group', { name: 'お子さま（1人目）のお名前' });
  await name.getByLabel('姓').fill('山田');
  await name.getByLabel('名').fill('花子');
  const kana = page.getByRole('group', { name: 'お子さま（1人目）のフリガナ' });
  await kana.getByLabel('セイ').fill('ヤマダ');
  await kana.getByLabel('メイ').fill('ハナコ');
  await page.getByLabel('お子さま（1人目）の学年').selectOption({ label: '小学1年生' });
}

async function fillGuardianAndClosing(page: Page) {
  const name = page.getByRole('group', { name: '保護者のお名前' });
  await name.getByLabel('姓').fill('山田');
  await name.getByLabel('名').fill('太郎');
  const kana = page.getByRole('group', { name: '保護者のフリガナ' });
  await kana.getByLabel('セイ').fill('ヤマダ');
  await kana.getByLabel('メイ').fill('タロウ');
  await page.getByLabel('電話番号').fill('09012345678');
  await page.getByLabel('メールアドレス').fill('fault-matrix@example.com');
  await page.getByLabel('郵便番号').fill('1500002');
  await page.getByRole('button', { name: '住所検索' }).click();
  await expect(page.getByLabel('都道府県・市区町村')).toHaveValue('東京都渋谷区');
  await page.getByLabel('番地・建物名').fill(BUILDING);
  await page.getByRole('radio', { name: 'お友だち・知人の紹介' }).check();
  await page.getByLabel('「お友だち・知人の紹介」について詳しくお聞かせください').fill(REFERRAL);
  await page.getByLabel('個人情報の取り扱いについて同意する').check();
}

async function bookingToConfirm(page: Page, heading: string) {
  await page.getByRole('button', { name: '確認画面へ進む' }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

// --- membership input (as e2e/tests/resilience.spec.ts walks it) ----------------------------------------------
const SCHOOL = '武蔵野市立故障確認小学校';
const STREET = '吉祥寺南町9-8-7 故障確認荘';

async function toMembershipInput(page: Page) {
  // Each step's 次へ until the next step opens: a press made while the step still loads what it shows is not heard
  // (on a busy machine networkidle comes first), and is made again. A step that needs a tick cannot be skipped.
  const nextTo = async (to: RegExp) => {
    await expect(async () => {
      if (!to.test(page.url())) {
        await page.waitForLoadState('networkidle');
        await main(page).getByRole('button', { name: '次へ' }).click({ timeout: 5_000 });
      }
      await expect(page).toHaveURL(to, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  };
  await main(page)
    .getByRole('listitem')
    .filter({ hasText: '内容確認待ち' })
    .first()
    .getByRole('button', { name: 'お申し込み内容を確認する' })
    .click();
  await expect(page).toHaveURL(/\/online_apply\/content_conf\?/);
  await nextTo(/\/online_apply\/cost_conf\?/);
  await nextTo(/\/online_apply\/tos\?/);
  await main(page)
    .getByRole('checkbox', { name: /入会規約と個人情報の取り扱いに同意する/ })
    .check();
  await nextTo(/\/online_apply\/intro\?/);
  await nextTo(/\/online_apply\/application_notes\?/);
  await main(page)
    .getByRole('checkbox', { name: /上記の内容に同意する/ })
    .check();
  await nextTo(/\/online_apply\/input\?/);
}

async function fillMembershipInput(page: Page) {
  const group = (name: RegExp) => main(page).getByRole('group', { name });
  await main(page).getByLabel('学校名・園名').fill(SCHOOL);
  await group(/お子さまのフリガナ/)
    .getByLabel('セイ')
    .fill('イトウ');
  await group(/生年月日/)
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type('20170402');
  await main(page).getByLabel('学年').selectOption('5');
  await group(/保護者のフリガナ/)
    .getByLabel('セイ')
    .fill('イトウ');
  await group(/保護者のフリガナ/)
    .getByLabel('メイ')
    .fill('マユミ');
  await main(page).getByLabel('生まれ年').selectOption('1988');
  await group(/^メールアドレスの種類/)
    .getByRole('radio', { name: 'スマートフォン' })
    .check();
  await main(page).getByLabel('職業').selectOption('3');
  await group(/お子さまとの続柄/)
    .getByRole('radio', { name: '母' })
    .check();
  await main(page).getByRole('button', { name: '住所検索' }).click();
  await expect(main(page).getByText('住所を入力しました。番地以降をご確認ください。')).toBeVisible();
  await main(page).getByLabel('町名・番地').fill(STREET);
  await main(page)
    .getByRole('checkbox', { name: /個人情報の取り扱いについて同意する/ })
    .check();
}

// --- lesson record comment -------------------------------------------------------------------------------------
/** The family's first record shown on its own detail page (not moved to everyone's posts), per server. */
const privateRecord = new Map<string, number>();
async function privateRecordId(page: Page) {
  const origin = new URL(page.url()).origin;
  const known = privateRecord.get(origin);
  if (known) return known;
  const list = await (await page.request.get('/api/studentLessonRecord/list')).json();
  for (const r of list.data as { id: number }[]) {
    const d = await (await page.request.get(`/api/studentLessonRecord/detail?id=${r.id}`)).json();
    if (d.status !== 'redirect_to_public') {
      privateRecord.set(origin, r.id);
      return r.id;
    }
  }
  throw new Error('the demo family has a record of its own');
}
const COMMENT = '故障確認の日も、家でロボットの話をしていました。';
const commentDialog = (page: Page) => page.getByRole('dialog', { name: '保護者のコメント' });

// --- chat -------------------------------------------------------------------------------------------------------
const CHAT_TEXT = '故障確認のメッセージです。持ち物を教えてください。';
const chatMessages = (page: Page) => page.getByRole('region', { name: /とのメッセージ/ });

// --- profile -------------------------------------------------------------------------------------------------------
const PROFILE_BUILDING = '故障確認テラス101';

// --- profile icon ------------------------------------------------------------------------------------------------
/** A 2×2 PNG that decodes (the server re-encodes icons), named as no other test names a file. */
const ICON_NAME = '故障確認の写真.png';
const ICON = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWP4z8DwnwGM/zMwAAAf7gP9qS/A4gAAAABJRU5ErkJggg==',
  'base64',
);

// --- chat message delete --------------------------------------------------------------------------------------------
/** The guardian's own message in the room at 自由が丘教室 (classroom-life.ts): the one deleted. */
const OWN_MESSAGE = /^休講日のお知らせを拝見しました。/;
// By what is drawn, not by role: a dialog over the page (the password asked again) hides it from the role tree.
const ownMessage = (page: Page) =>
  page.locator('[data-sender="guardian"]').filter({ hasText: '休講日のお知らせを拝見しました。' });
async function askToDelete(page: Page) {
  const own = ownMessage(page);
  await own.hover();
  await own.getByRole('button', { name: 'メッセージを削除' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('このメッセージを削除してもよろしいですか？');
}

// --- report of a public post (みんなの投稿) --------------------------------------------------------------------------
/** The newest public post of another family, as the list shows it to 高橋 (guardian2). */
async function othersPostId(page: Page) {
  const list = await (await page.request.get('/api/lessonRecord/list')).json();
  const post = (list.data as { id: number; own: boolean; report_flag: number }[]).find(
    (p) => !p.own && p.report_flag === 0,
  );
  if (!post) throw new Error('another family has a public post');
  return post.id;
}
async function askToReport(page: Page) {
  await main(page).getByRole('button', { name: '通報する' }).click();
  await expect(page.getByRole('alertdialog', { name: 'この投稿を通報しますか？' })).toBeVisible();
}

// --- assessment (as e2e/tests/assessment.spec.ts puts the test on its last quiz page) ------------------------------
const thisYear = () => new Date(Date.now() + 9 * 3_600_000).getUTCFullYear();
const QUESTIONS = 24;
/** The player's saved progress: every question answered (choice 1, the last one choice 2), on the last page. */
async function atLastQuizPage(page: Page) {
  const course = (await (await page.request.get('/api/player/progress/ASM-ADVANCE1')).json()) as {
    lessons: { id: number }[];
  };
  const quiz = (await (await page.request.get(`/api/player/quiz/${course.lessons[0]?.id}`)).json()) as {
    contentId: number;
  }[];
  const progress = {
    flow: { overview: 0, mode: 1, page: quiz.length, pageCount: quiz.length },
    quiz: Object.fromEntries(quiz.map((q, i) => [q.contentId, i === quiz.length - 1 ? 2 : 1])),
    survey: {},
  };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    `assessmentPlayer:ASM-ADVANCE1:13010417:AT${thisYear()}-ADV`,
    JSON.stringify(progress),
  ] as const);
}

// --- membership final check and signature (as e2e/tests/online-apply.spec.ts fills it) -----------------------------
/** The classroom issues the code of the application waiting for its final check (staff, in a context of its own). */
async function issueCode(baseURL: string, membershipId: number) {
  const staff = await request.newContext({ baseURL });
  try {
    await staff.get('/api/health');
    const token = async () => (await staff.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const login = await staff.post('/api/staff/login', {
      headers: { 'x-xsrf-token': await token() },
      data: { email: STAFF_EMAIL, password: DEMO_PASSWORD },
    });
    expect(login.status(), 'staff sign in').toBe(200);
    const res = await staff.post('/api/staff/membership/code', {
      headers: { 'x-xsrf-token': await token() },
      data: { membershipId },
    });
    expect(res.status(), 'the code is issued').toBe(200);
    return (await res.json()).code as string;
  } finally {
    await staff.dispose();
  }
}
/** The checklist's items answered はい, by the words that start them. */
const FINAL_ITEMS = ['入会金・月謝の金額', '休会・退会は', '欠席時の振替授業', 'タブレットは', '年末年始'] as const;
const QUESTIONS_ITEM = '入会について、ご不明な点はありますか';
/** The code issued for the open final check, per server. */
const finalCode = new Map<string, string>();
const codeBox = (page: Page) => main(page).getByLabel(/認証コード/);
async function drawSignature(page: Page) {
  const canvas = main(page).locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 80, { steps: 8 });
  await page.mouse.move(box.x + 200, box.y + 30, { steps: 8 });
  await page.mouse.up();
}

// --- no-account verify ---------------------------------------------------------------------------------------------
const noMistake = (page: Page) => main(page).getByRole('checkbox', { name: /間違いありません|間違いがない/ });

// --- staff forms -------------------------------------------------------------------------------------------------
const STAFF_CHAT_TEXT = '故障確認：明日の持ち物は筆記用具です。';
const STAFF_ANSWER = '故障確認：お家でも話してくれたのですね。';
const answerDialog = (page: Page) => page.getByRole('dialog', { name: '教室からのコメント' });
const INVITE_EMAIL = 'fault-matrix-invite@example.com';
const INVITE_CHILD = '故障確認';
const inviteForm = (page: Page) => main(page).getByRole('form', { name: 'ご家族を招待する' });
const STAFF_RECORD_TITLE = '故障確認の坂をのぼる車';
const STAFF_RECORD_KID_COMMENT = '故障確認：タイヤを大きくして坂をのぼれるようにしました。';
const STAFF_RECORD_COMMENT = '故障確認：何度も試して工夫していました。';
const STAFF_RECORD_PHOTO = '故障確認の授業.png';
const CREATE_EMAIL = 'fault-matrix-apply@example.com';
const CREATE_CHILD = '確認太';
const createRegion = (page: Page) => main(page).getByRole('region', { name: '入会申し込みを作成する' });
const TEAM_EMAIL = 'fault-matrix-staff@example.jp';
const TEAM_NAME = '故障確認';
const teamForm = (page: Page) => main(page).getByRole('form', { name: 'スタッフを招待する' });
/** The demo application waiting for its final check (its code issued before): the one whose code is issued again. */
const awaitingCode = (page: Page) =>
  main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: '認証コードを発行し直す' }) })
    .first();

export const flows: readonly Flow[] = [
  {
    name: 'sign-in',
    account: null,
    open: async (page) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
    },
    fill: async (page) => {
      await page.getByLabel('メールアドレス').fill(SIGN_IN_EMAIL);
      await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    },
    send: (page) => page.getByRole('button', { name: 'ログインする' }),
    call: { path: '/api/login', method: 'POST' },
    // The address, not the password: a password is never kept anywhere.
    words: [SIGN_IN_EMAIL],
    done: async (page) => {
      await expect(main(page).getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
    },
  },
  {
    name: 'staff sign-in',
    account: null,
    open: async (page) => {
      await page.goto('/staff/login');
      await expect(page.getByRole('heading', { level: 1, name: '教室スタッフのログイン' })).toBeVisible();
    },
    fill: async (page) => {
      await page.getByLabel('メールアドレス').fill(STAFF_EMAIL);
      await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    },
    send: (page) => page.getByRole('button', { name: 'ログインする' }),
    call: { path: '/api/staff/login', method: 'POST' },
    words: [STAFF_EMAIL],
    done: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: '体験授業・個別相談の受付一覧' })).toBeVisible();
    },
  },
  {
    name: 'profile edit',
    account: 'guardian2@example.com',
    open: async (page) => {
      await signInAt(page, 'guardian2@example.com', '/profile/edit');
      await expect(page.getByRole('heading', { level: 1, name: 'プロフィールの編集' })).toBeVisible();
    },
    fill: async (page) => {
      await page.getByLabel('建物名・部屋番号').fill(PROFILE_BUILDING);
    },
    toSend: async (page) => {
      await page.getByRole('button', { name: '確認画面へ進む' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'プロフィールの確認' })).toBeVisible();
    },
    send: (page) => page.getByRole('button', { name: 'この内容で保存する' }),
    // The save's method may change (a conditional save is being added); any write to the profile counts.
    call: { path: '/api/user', method: '*' },
    words: [PROFILE_BUILDING],
    done: async (page) => {
      await expect(page).toHaveURL(/\/profile\/list\?notice=saved$/);
    },
  },
  {
    name: 'trial booking',
    account: null,
    open: async (page) => {
      await page.goto('/trial?store_id=1301&lesson_id=1301-w1&code=WEB01');
      await expect(page.getByRole('heading', { level: 1, name: '体験授業のお申し込み' })).toBeVisible();
    },
    fill: async (page) => {
      await fillKid(page);
      await fillGuardianAndClosing(page);
    },
    toSend: (page) => bookingToConfirm(page, '体験授業のお申し込み内容の確認'),
    send: (page) => page.getByRole('button', { name: 'この内容で申し込む' }),
    call: { path: '/api/trial', method: 'POST' },
    words: [BUILDING, REFERRAL],
    done: async (page) => {
      await expect(page.getByRole('heading', { name: '体験授業のお申し込みが完了しました' })).toBeVisible();
    },
  },
  {
    name: 'consultation booking',
    account: null,
    open: async (page) => {
      await page.goto('/consult?store_id=1303&code=AD1');
      await expect(page.getByRole('heading', { level: 1, name: '個別相談のお申し込み' })).toBeVisible();
    },
    fill: async (page) => {
      await page.getByLabel('希望コース').selectOption({ label: 'プログラミング教室' });
      await page.getByLabel('第1希望の曜日').selectOption({ label: '土曜日' });
      await page.getByLabel('第1希望の時間帯').selectOption({ label: '10:00〜11:00' });
      await fillKid(page);
      await fillGuardianAndClosing(page);
    },
    toSend: (page) => bookingToConfirm(page, '個別相談のお申し込み内容の確認'),
    send: (page) => page.getByRole('button', { name: 'この内容で申し込む' }),
    call: { path: '/api/consult', method: 'POST' },
    words: [BUILDING, REFERRAL],
    done: async (page) => {
      await expect(page.getByRole('heading', { name: '個別相談のお申し込みが完了しました' })).toBeVisible();
    },
  },
  {
    name: 'chat send',
    account: accounts.guardian,
    open: async (page) => {
      await signInAt(page, accounts.guardian, '/chat/class_select');
      await page
        .getByRole('list', { name: '教室' })
        .getByRole('link', { name: /自由が丘教室/ })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: '自由が丘教室' })).toBeVisible();
    },
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'メッセージ' }).fill(CHAT_TEXT);
    },
    send: (page) => page.getByRole('button', { name: '送信', exact: true }),
    call: { path: '/api/guardianChat/message/send', method: 'POST' },
    words: [CHAT_TEXT],
    done: async (page) => {
      await expect(chatMessages(page)).toContainText(CHAT_TEXT);
      await expect(chatMessages(page).locator('[data-pending="true"]')).toHaveCount(0);
    },
  },
  {
    name: 'lesson record comment',
    account: accounts.guardian,
    open: async (page) => {
      await signInAt(page, accounts.guardian, '/');
      await page.goto(`/studentLessonRecord/detail?id=${await privateRecordId(page)}`);
      await expect(main(page).getByRole('heading', { level: 1, name: '授業の記録' })).toBeVisible();
      await main(page)
        .getByRole('button', { name: /コメントを書/ })
        .click();
      await expect(commentDialog(page)).toBeVisible();
    },
    fill: async (page) => {
      await commentDialog(page).getByRole('textbox', { name: 'コメント' }).fill(COMMENT);
    },
    send: (page) => commentDialog(page).getByRole('button', { name: '送信する' }),
    call: { path: '/api/studentLessonRecord/comment', method: 'POST' },
    words: [COMMENT],
    done: async (page) => {
      await expect(main(page).getByText('コメントを送信しました。')).toBeVisible();
    },
  },
  {
    name: 'membership input',
    account: accounts.prospect,
    open: async (page) => {
      await signInAt(page, accounts.prospect, '/online_apply/list');
      await toMembershipInput(page);
    },
    fill: fillMembershipInput,
    toSend: async (page) => {
      await main(page).getByRole('button', { name: '確認画面へ' }).click();
      await expect(page).toHaveURL(/\/online_apply\/input_conf\?/);
    },
    send: (page) => main(page).getByRole('button', { name: 'この内容で送信する' }),
    call: { path: '/api/membership/online/guardian', method: 'POST' },
    words: [SCHOOL, STREET],
    done: async (page) => {
      await expect(page).toHaveURL(/\/online_apply\/input_complete/);
    },
  },
  {
    name: 'profile icon',
    account: accounts.guardian,
    open: async (page) => {
      await signInAt(page, accounts.guardian, '/profile/image/edit');
      await expect(page.getByRole('heading', { level: 1, name: 'プロフィール画像の変更' })).toBeVisible();
    },
    fill: async (page) => {
      await page.locator('input[type="file"]').setInputFiles({ name: ICON_NAME, mimeType: 'image/png', buffer: ICON });
      await expect(page.getByRole('img', { name: '選択した画像' })).toBeVisible();
    },
    send: (page) => page.getByRole('button', { name: 'この画像で保存する' }),
    call: { path: '/api/user/icon', method: 'POST' },
    // The picked file's name, as the drop zone lists it.
    words: [ICON_NAME],
    // By what is drawn, not by role: a dialog over the page (the password asked again) hides it from the role tree.
    kept: async (page) => {
      await expect(page.locator('img[alt="選択した画像"]')).toBeVisible();
    },
    done: async (page) => {
      await expect(page).toHaveURL(/\/profile\/list\?notice=iconSaved$/);
    },
  },
  {
    name: 'chat delete',
    account: accounts.guardian,
    open: async (page) => {
      await signInAt(page, accounts.guardian, '/chat/class_select');
      await page
        .getByRole('list', { name: '教室' })
        .getByRole('link', { name: /自由が丘教室/ })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: '自由が丘教室' })).toBeVisible();
    },
    fill: askToDelete,
    resume: askToDelete,
    send: (page) => page.getByRole('alertdialog').getByRole('button', { name: '削除する' }),
    call: { path: /^\/api\/guardianChat\/message\/delete\/\d+$/, method: 'DELETE' },
    // Nothing typed: a delete that did not go through leaves the message there (not shown as deleted).
    words: [],
    kept: async (page) => {
      await expect(ownMessage(page)).toContainText(OWN_MESSAGE);
    },
    done: async (page) => {
      await expect(chatMessages(page)).not.toContainText(OWN_MESSAGE);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    },
  },
  {
    name: 'lesson record report',
    account: 'guardian2@example.com',
    open: async (page) => {
      await signInAt(page, 'guardian2@example.com', '/');
      await page.goto(`/lessonRecord/detail?id=${await othersPostId(page)}`);
      await expect(main(page).getByRole('button', { name: '通報する' })).toBeVisible();
    },
    fill: askToReport,
    resume: askToReport,
    send: (page) => page.getByRole('alertdialog').getByRole('button', { name: '通報する' }),
    call: { path: '/api/lessonRecord/report', method: 'POST' },
    words: [],
    done: async (page) => {
      await expect(page).toHaveURL(/\/lessonRecord\/list$/);
      await expect(
        page.getByText(/通報しました。この投稿は、あなたのご家族には表示されなくなりました。/).first(),
      ).toBeVisible();
    },
  },
  {
    name: 'assessment',
    account: accounts.guardian,
    open: async (page) => {
      await signInAt(page, accounts.guardian, '/assessment/take');
      await atLastQuizPage(page);
      await page.goto(`/quiz/ASM-ADVANCE1/13010417/AT${thisYear()}-ADV`);
      await expect(page.getByRole('heading', { name: `${QUESTIONS}問中 ${QUESTIONS}問目` })).toBeVisible();
    },
    // Every answer was chosen before (the saved progress); the last one is the child's own press.
    fill: async (page) => {
      await page.getByRole('radiogroup').getByRole('radio').nth(1).click();
    },
    send: (page) => page.getByRole('button', { name: '解答を送信する' }),
    call: { path: /^\/api\/player\/learning-log\/\d+$/, method: 'POST' },
    words: [],
    kept: async (page) => {
      // A test the server already had (409) is scored on the answers it was sent first, once, and the page says so.
      if (await page.getByText('この回答はすでに送信されています').isVisible()) return;
      // What the child sees: the last question with the answer chosen (and so, Back, every other one); by what is
      // drawn, as a dialog over the page hides it from the role tree.
      await expect(page.locator('h2, h3').filter({ hasText: `${QUESTIONS}問中 ${QUESTIONS}問目` })).toBeVisible();
      await expect(page.locator('[role="radio"]').nth(1)).toBeChecked();
    },
    done: async (page) => {
      await expect(page.getByRole('heading', { name: 'テストはおわりです' })).toBeVisible();
    },
  },
  {
    name: 'membership final check',
    account: accounts.prospect,
    open: async (page) => {
      await signInAt(page, accounts.prospect, '/online_apply/list');
      const card = main(page).getByRole('listitem').filter({ hasText: '最終確認待ち' }).first();
      const receipt = (await card.getByText(/受付番号/).textContent()) ?? '';
      const origin = new URL(page.url()).origin;
      finalCode.set(origin, await issueCode(origin, Number(receipt.replace(/\D/g, '').slice(4))));
      await card.getByRole('button', { name: '最終確認に進む' }).click();
      await expect(page).toHaveURL(/\/online_apply\/final_conf\?/);
    },
    fill: async (page) => {
      const groups = main(page).getByRole('group');
      for (const item of FINAL_ITEMS) {
        await groups.filter({ hasText: item }).last().getByRole('radio', { name: 'はい' }).check();
      }
      await groups.filter({ hasText: QUESTIONS_ITEM }).last().getByRole('radio', { name: 'いいえ' }).check();
      await codeBox(page).click();
      await codeBox(page).pressSequentially(finalCode.get(new URL(page.url()).origin) ?? '');
      await drawSignature(page);
    },
    send: (page) => main(page).getByRole('button', { name: '同意して送信する' }),
    call: { path: '/api/membership/sign', method: 'POST' },
    words: [],
    // By what is drawn, not by role: a dialog over the page (the password asked again) hides it from the role tree.
    kept: async (page) => {
      await expect(page.locator('main input[type="radio"]:checked')).toHaveCount(FINAL_ITEMS.length + 1);
      // The certification code too (kept in session storage under the issued code's identity, FinalConfPage).
      await expect(page.locator('main #certification-0')).toHaveValue(finalCode.get(new URL(page.url()).origin) ?? '');
      await expect(page.locator('main canvas')).toHaveAttribute('data-signed', 'true');
    },
    done: async (page) => {
      await expect(page).toHaveURL(/\/online_apply\/complete\?/);
    },
  },
  {
    name: 'no-account verify',
    // The mailed link's session: the classroom can end it (a new link) while the page is open.
    account: 'the mailed link',
    open: async (page) => {
      await page.request.get('/api/health');
      const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
      const res = await page.request.post('/__e2e__/membership-link', { headers: { 'x-xsrf-token': xsrf }, data: {} });
      await page.goto((await res.json()).link);
      await expect(page.getByRole('heading', { level: 1, name: 'ご本人さまの確認' })).toBeVisible();
      await expect(noMistake(page)).toBeVisible();
    },
    fill: async (page) => {
      await noMistake(page).check();
    },
    send: (page) => main(page).getByRole('button', { name: /^(進む|最終確認へ)$/ }),
    call: { path: '/api/membership/online/session/store', method: 'POST' },
    words: [],
    kept: async (page) => {
      await expect(page.locator('main input[type="checkbox"]')).toBeChecked();
    },
    done: async (page) => {
      await expect(page).toHaveURL(/\/no_account\/online_apply\/(content_conf|final_conf)\?/);
    },
  },
  {
    name: 'staff chat send',
    account: STAFF_EMAIL,
    open: async (page) => {
      await staffSignInAt(page, '/staff/chat');
      await main(page)
        .getByRole('list', { name: '保護者とのチャット' })
        .getByRole('link', { name: /^佐藤.*自由が丘教室$/ })
        .click();
      await expect(page.getByRole('textbox', { name: 'メッセージ' })).toBeVisible();
    },
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'メッセージ' }).fill(STAFF_CHAT_TEXT);
    },
    send: (page) => page.getByRole('button', { name: '送信', exact: true }),
    call: { path: '/api/guardianChat/message/send', method: 'POST' },
    words: [STAFF_CHAT_TEXT],
    done: async (page) => {
      await expect(chatMessages(page)).toContainText(STAFF_CHAT_TEXT);
      await expect(chatMessages(page).locator('[data-pending="true"]')).toHaveCount(0);
    },
  },
  {
    name: 'staff lesson record answer',
    account: STAFF_EMAIL,
    open: async (page) => {
      await staffSignInAt(page, '/staff/lessonRecords');
      // The newest record: the first card of the list as it opens.
      await main(page)
        .getByRole('article')
        .first()
        .getByRole('button', { name: /コメントに答える|教室からのコメントを書き直す/ })
        .click();
      await expect(answerDialog(page)).toBeVisible();
    },
    fill: async (page) => {
      await answerDialog(page).getByRole('textbox', { name: '教室からのコメント' }).fill(STAFF_ANSWER);
    },
    send: (page) => answerDialog(page).getByRole('button', { name: '送信する' }),
    call: { path: '/api/staff/lessonRecord/answer', method: 'POST' },
    words: [STAFF_ANSWER],
    done: async (page) => {
      await expect(
        main(page).getByRole('status').filter({ hasText: '教室からのコメントを保存しました。' }),
      ).toBeVisible();
    },
  },
  {
    name: 'staff family invitation',
    account: STAFF_EMAIL,
    open: async (page) => {
      await staffSignInAt(page, '/staff/families');
      await expect(page.getByRole('heading', { level: 1, name: 'ご家族の招待' })).toBeVisible();
    },
    fill: async (page) => {
      const form = inviteForm(page);
      await form.getByLabel('コース').selectOption({ index: 1 });
      await form.getByLabel('ご家族の区分').selectOption('6');
      const guardianName = form.getByRole('group', { name: /保護者のお名前/ });
      await guardianName.getByLabel('姓').fill('松本');
      await guardianName.getByLabel('名').fill('由美');
      await form.getByRole('textbox', { name: /^メールアドレス/ }).fill(INVITE_EMAIL);
      const name = form.getByRole('group', { name: 'お子さま（1人目）のお名前' });
      await name.getByLabel('姓').fill('松本');
      await name.getByLabel('名').fill(INVITE_CHILD);
      const kana = form.getByRole('group', { name: 'お子さま（1人目）のフリガナ' });
      await kana.getByLabel('セイ').fill('マツモト');
      await kana.getByLabel('メイ').fill('コショウ');
      await form
        .getByRole('group', { name: /生年月日/ })
        .first()
        .getByRole('spinbutton')
        .first()
        .click();
      await page.keyboard.type('20170602');
      await form.getByRole('group', { name: /^性別/ }).first().getByRole('radio').first().check();
      await form.getByLabel('お子さま（1人目）の学年').selectOption('7');
    },
    send: (page) => inviteForm(page).getByRole('button', { name: '招待メールを送る' }),
    call: { path: '/api/staff/families/invite', method: 'POST' },
    words: [INVITE_EMAIL, INVITE_CHILD],
    done: async (page) => {
      await expect(
        main(page)
          .getByRole('status')
          .filter({ hasText: `${INVITE_EMAIL} に招待メールを送りました。` }),
      ).toBeVisible();
    },
  },
  {
    name: 'staff lesson record post',
    account: STAFF_EMAIL,
    open: async (page) => {
      await staffSignInAt(page, '/staff/lessonRecords');
      await expect(main(page).getByRole('button', { name: '投稿する' })).toBeVisible();
    },
    fill: async (page) => {
      await main(page).getByRole('combobox', { name: 'お子さま' }).selectOption({ label: '佐藤 陽翔（自由が丘教室）' });
      await main(page).getByRole('textbox', { name: 'タイトル' }).fill(STAFF_RECORD_TITLE);
      await main(page).getByRole('textbox', { name: 'お子さまのコメント' }).fill(STAFF_RECORD_KID_COMMENT);
      await main(page).getByRole('textbox', { name: '教室からのコメント' }).fill(STAFF_RECORD_COMMENT);
      await main(page)
        .locator('input[type="file"]')
        .setInputFiles({ name: STAFF_RECORD_PHOTO, mimeType: 'image/png', buffer: ICON });
    },
    send: (page) => main(page).getByRole('button', { name: '投稿する' }),
    call: { path: '/api/staff/lessonRecord/post', method: 'POST' },
    // The words; the picked photo is a file of the page (picked again after a reload, as any file field).
    words: [STAFF_RECORD_TITLE, STAFF_RECORD_KID_COMMENT, STAFF_RECORD_COMMENT],
    done: async (page) => {
      await expect(main(page).getByRole('status').filter({ hasText: '授業の記録を投稿しました。' })).toBeVisible();
    },
  },
  {
    name: 'staff application create',
    account: STAFF_EMAIL,
    open: async (page) => {
      await staffSignInAt(page, '/staff/membership');
      await expect(createRegion(page).getByRole('button', { name: '作成する' })).toBeVisible();
    },
    fill: async (page) => {
      const create = createRegion(page);
      await create.getByLabel('コース').selectOption('RP');
      const guardian = create.getByRole('group', { name: /保護者のお名前/ });
      await guardian.getByLabel('姓').fill('松井');
      await guardian.getByLabel('名').fill('由美');
      await create.getByLabel('メールアドレス').fill(CREATE_EMAIL);
      const child = create.getByRole('group', { name: /お子さまのお名前/ });
      await child.getByLabel('姓').fill('松井');
      await child.getByLabel('名').fill(CREATE_CHILD);
      const kana = create.getByRole('group', { name: /お子さまのフリガナ/ });
      await kana.getByLabel('セイ').fill('マツイ');
      await kana.getByLabel('メイ').fill('カクタ');
      await create.getByRole('group', { name: 'お子さまの性別' }).getByRole('radio', { name: '男' }).check();
    },
    send: (page) => createRegion(page).getByRole('button', { name: '作成する' }),
    call: { path: '/api/staff/membership/create', method: 'POST' },
    words: [CREATE_EMAIL, CREATE_CHILD],
    done: async (page) => {
      await expect(createRegion(page).getByRole('status')).toContainText(CREATE_EMAIL);
    },
  },
  {
    name: 'staff team invite',
    account: STAFF_EMAIL,
    open: async (page) => {
      await staffSignInAt(page, '/staff/team');
      await expect(teamForm(page)).toBeVisible();
    },
    fill: async (page) => {
      const form = teamForm(page);
      await form.getByLabel('教室').selectOption({ label: '自由が丘教室' });
      const name = form.getByRole('group', { name: /お名前/ });
      await name.getByLabel('姓').fill('加藤');
      await name.getByLabel('名').fill(TEAM_NAME);
      await form.getByRole('textbox', { name: /^メールアドレス/ }).fill(TEAM_EMAIL);
    },
    send: (page) => teamForm(page).getByRole('button', { name: '招待メールを送る' }),
    call: { path: '/api/staff/team/invite', method: 'POST' },
    words: [TEAM_EMAIL, TEAM_NAME],
    done: async (page) => {
      await expect(
        main(page)
          .getByRole('status')
          .filter({ hasText: `${TEAM_EMAIL} に招待メールを送りました。` }),
      ).toBeVisible();
    },
  },
  {
    name: 'staff certification code',
    account: STAFF_EMAIL,
    open: async (page) => {
      await staffSignInAt(page, '/staff/membership');
      await expect(awaitingCode(page)).toBeVisible();
    },
    // Nothing typed: the press issues a new code for the application waiting for its final check.
    fill: async () => {},
    send: (page) => awaitingCode(page).getByRole('button', { name: '認証コードを発行し直す' }),
    call: { path: '/api/staff/membership/code', method: 'POST' },
    words: [],
    done: async (page) => {
      await expect(main(page).getByText(/認証コード \d{4}（/)).toBeVisible();
    },
  },
];
