import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';
import { formDrafts } from '../../forms/drafts';
import { bookingSteps } from './bookingSteps';
import { type BookingValues, emptyBookingValues } from './bookingValues';

const TRIAL_PATH = '/trial?store_id=1301&lesson_id=1301-w1&code=WEB01';
const TRIAL_KEY = 'booking.trial.1301.1301-w1';
const CONSULT_KEY = 'booking.consult.1301';

/** A visitor without an account: the session check answers 401, so the page sits in the public frame. */
const visitor = (extra: Parameters<typeof storyHandlers>[1] = []) =>
  storyHandlers('default', [
    storyHttp.get('/api/account/authed', ({ response }) => response(401).json({ message: 'Unauthenticated.' })),
    ...extra,
  ]);

const filled: BookingValues = {
  ...emptyBookingValues(),
  kidCount: '2',
  kid1LastName: '山田',
  kid1FirstName: '花子',
  kid1LastNameKana: 'ヤマダ',
  kid1FirstNameKana: 'ハナコ',
  kid1SchoolGrade: '3',
  kid2LastName: '山田',
  kid2FirstName: '次郎',
  kid2LastNameKana: 'ヤマダ',
  kid2FirstNameKana: 'ジロウ',
  kid2SchoolGrade: '2',
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'タロウ',
  telNumber: '09012345678',
  email: 'yamada@example.com',
  zipcode: '1500002',
  prefectureCity: '東京都渋谷区',
  blockBuilding: '渋谷2-1-1 まなびビル3階',
  questionnaire: '8',
  addition8: '同じクラスのお母さん',
  questions: '送迎の駐車場はありますか。',
  privacy: '1',
};

/** Puts a filled form on its confirm step, as a reload on confirm finds it. */
const onConfirm = (key: string, values: BookingValues) => () => {
  formDrafts.save(key, { values, base: emptyBookingValues() });
  bookingSteps(key).save({ submissionId: 'story-submission-0001' });
};
const clear = () => {
  for (const key of [TRIAL_KEY, CONSULT_KEY]) {
    formDrafts.clear(key);
    bookingSteps(key).clear();
  }
};

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Booking/Booking（体験授業・個別相談のお申し込み）',
  id: 'screens-booking-booking',
  component: PortalStory,
  args: { path: TRIAL_PATH },
  parameters: {
    docs: {
      description: {
        component:
          '教室のサイトから開く、体験授業・個別相談のお申し込みフォームです。日時の選択、保護者さまとお子さまの情報の入力、確認、完了の順に進みます。サインインは不要です。',
      },
    },
    layout: 'fullscreen',
    msw: { handlers: visitor() },
  },
  beforeEach: clear,
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** Step 0: the event's header, one child, the guardian block, questionnaire and consent. */
export const TrialForm: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: '体験授業のお申し込み' })).toBeVisible();
    await expect(await page.findByText('渋谷教室')).toBeVisible();
    await expect(page.getByText('ロボット教室')).toBeVisible();
    await expect(page.getByRole('group', { name: /^お子さま（1人目）のお名前/ })).toBeVisible();
    await expect(page.queryByRole('button', { name: /を削除する$/ })).toBeNull();
    // Issue 29 item 6: the optional boxes say so.
    await expect(page.getByRole('textbox', { name: /^ご質問・ご要望 任意/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^紹介コード 任意/ })).toBeVisible();
  },
  tags: ['visual'],
};

/** Issue 29 item 7: after a reload the questions box shows the draft it will send. */
export const TrialDraftAfterReload: Story = {
  beforeEach: () => {
    formDrafts.save(TRIAL_KEY, {
      values: { ...emptyBookingValues(), questions: '駐車場はありますか。' },
      base: emptyBookingValues(),
    });
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('textbox', { name: /^ご質問・ご要望/ })).toHaveValue('駐車場はありますか。');
  },
};

/** Issue 29 item 9: adding a child moves focus to its first box; removing one, to the child in its place. */
export const TrialChildFocus: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'お子さまを追加する' }));
    const second = page.getByRole('group', { name: /^お子さま（2人目）のお名前/ });
    await waitFor(() => expect(within(second).getByRole('textbox', { name: /^姓/ })).toHaveFocus());
    await userEvent.click(page.getByRole('button', { name: 'お子さま（2人目）を削除する' }));
    await waitFor(() => expect(page.getByRole('heading', { name: 'お子さま（1人目）' })).toHaveFocus());
  },
};

/** An empty submit lists every mistake above the form and beside each field. */
export const TrialErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '確認画面へ進む' }));
    const summary = await page.findByRole('alert');
    await expect(
      within(summary).getByRole('link', { name: 'お子さま（1人目）の姓を入力してください。' }),
    ).toBeVisible();
    await waitFor(() => expect(summary).toHaveFocus());
  },
  tags: ['visual'],
};

/** Up to three children; each can be removed while there is more than one. */
export const TrialThreeChildren: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const add = await page.findByRole('button', { name: 'お子さまを追加する' });
    await userEvent.click(add);
    await userEvent.click(page.getByRole('button', { name: 'お子さまを追加する' }));
    await expect(page.getByText('お子さまは3人までお申し込みいただけます。')).toBeVisible();
    await expect(page.getByRole('button', { name: 'お子さま（3人目）を削除する' })).toBeVisible();
  },
};

/** The postal search fills the prefecture, city and town from the look-up. */
export const TrialAddressSearch: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.type(await page.findByLabelText(/^郵便番号/), '1500002');
    await userEvent.click(page.getByRole('button', { name: '住所検索' }));
    await waitFor(() => expect(page.getByLabelText(/^都道府県・市区町村/)).toHaveValue('東京都渋谷区'));
    await expect(page.getByLabelText(/^番地・建物名/)).toHaveValue('渋谷');
  },
};

/** Step 1: every entry, with the send and fix buttons (as a reload on confirm shows it). */
export const TrialConfirm: Story = {
  // The confirm step is an address of its own (ADR 043), with the values it shows in the tab's storage.
  args: { path: `${TRIAL_PATH}&step=confirm` },
  beforeEach: onConfirm(TRIAL_KEY, filled),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { name: '体験授業のお申し込み内容の確認' })).toBeVisible();
    await expect(page.getByText('山田 次郎')).toBeVisible();
    await expect(page.getByText('お友だち・知人の紹介（同じクラスのお母さん）')).toBeVisible();
  },
  tags: ['visual'],
};

/** Step 1 after a 422: each reason beside its row. */
export const TrialConfirmServerErrors: Story = {
  // The confirm step is an address of its own (ADR 043), with the values it shows in the tab's storage.
  args: { path: `${TRIAL_PATH}&step=confirm` },
  beforeEach: onConfirm(TRIAL_KEY, filled),
  parameters: {
    msw: {
      handlers: visitor([
        storyHttp.post('/api/trial', ({ response }) =>
          response(422).json({
            message: 'お子さまのセイはカタカナで入力してください。',
            errors: { 'kid.1.lastNameKana': ['お子さまのセイはカタカナで入力してください。'] },
          }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'この内容で申し込む' }));
    await expect(await page.findByText('お子さまのセイはカタカナで入力してください。')).toBeVisible();
  },
  tags: ['visual'],
};

/** A 500 opens the registration error. */
export const TrialFailure: Story = {
  // The confirm step is an address of its own (ADR 043), with the values it shows in the tab's storage.
  args: { path: `${TRIAL_PATH}&step=confirm` },
  beforeEach: onConfirm(TRIAL_KEY, filled),
  parameters: {
    msw: {
      handlers: visitor([
        storyHttp.post('/api/trial', ({ response }) => response(500).json({ message: 'Server Error' })),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'この内容で申し込む' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('体験授業のお申し込みに失敗しました。');
  },
};

/** Step 2: thanks and the way back to the classroom search. */
export const TrialComplete: Story = {
  // The confirm step is an address of its own (ADR 043), with the values it shows in the tab's storage.
  args: { path: `${TRIAL_PATH}&step=confirm` },
  beforeEach: onConfirm(TRIAL_KEY, filled),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'この内容で申し込む' }));
    await expect(await page.findByRole('heading', { name: '体験授業のお申し込みが完了しました' })).toBeVisible();
    await expect(page.getByRole('link', { name: '教室検索へ戻る' })).toBeVisible();
  },
  tags: ['visual'],
};

/** The consultation: course (no HALS), three desired weekday and time choices, the grey button while invalid. */
export const ConsultForm: Story = {
  args: { path: '/consult?store_id=1301&code=AD1' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: '個別相談のお申し込み' })).toBeVisible();
    const course = await page.findByLabelText(/^希望コース/);
    await expect(within(course).queryByRole('option', { name: '英語教室' })).toBeNull();
    await expect(page.getByLabelText(/^第3希望の時間帯/)).toBeVisible();
  },
  tags: ['visual'],
};

export const ConsultConfirm: Story = {
  args: { path: '/consult?store_id=1301&code=AD1&step=confirm' },
  beforeEach: onConfirm(CONSULT_KEY, {
    ...filled,
    kozaCd: 'KODOPRO',
    desiredWeek1: '6',
    desiredTime1: '2',
    desiredWeek2: '3',
    desiredTime2: '9',
  }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { name: '個別相談のお申し込み内容の確認' })).toBeVisible();
    await expect(page.getByText('土曜日 10:00〜11:00')).toBeVisible();
  },
  tags: ['visual'],
};

/** A signed-in guardian: the email they sign in with, and the hint that it must be that one. */
export const ConsultSignedIn: Story = {
  args: { path: '/consult?store_id=1301' },
  parameters: { msw: { handlers: storyHandlers('role7') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByText('マイページにログインするときのメールアドレスを入力してください。'),
    ).toBeVisible();
  },
};

/** Spec 2 §2.4: a confirm step left without any input behind it opens the form. */
export const ConfirmWithoutInput: Story = {
  beforeEach: () => bookingSteps(TRIAL_KEY).save({ submissionId: 'story-submission-0002' }),
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('heading', { name: '体験授業のお申し込みフォーム' }),
    ).toBeVisible();
  },
};
