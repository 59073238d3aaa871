import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, storyHandlers, storyHttp } from '../../app/PortalStory';

const PATH = '/trial/confirm?token=storyTokenAbcdefghijklmnopqrstuvwxyz0123456';

/** Opened from the mailbox, usually signed out: the session check answers 401 and the page is in the public frame. */
const visitor = (extra: Parameters<typeof storyHandlers>[1] = []) =>
  storyHandlers('default', [
    storyHttp.get('/api/account/authed', ({ response }) => response(401).json({ message: 'Unauthenticated.' })),
    ...extra,
  ]);

const meta = {
  // The Japanese name lets the sidebar's search find the screen; the id keeps the stories' ids and baselines.
  title: 'Screens/Booking/BookingLink（体験授業の予約リンク）',
  id: 'screens-booking-bookinglink',
  component: PortalStory,
  args: { path: PATH },
  parameters: {
    docs: {
      description: {
        component:
          '体験授業・個別相談のお申し込み後にメールで届くリンクを開いた画面です。お申し込みをご家族のマイページに結び付け、どこで確かめられるかを案内します。多くはサインインしていない状態で開かれます。',
      },
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** Issue 31 item 19: the link puts the booking in the family's portal; the page says where, and leads there. */
export const Added: Story = {
  parameters: { msw: { handlers: visitor() } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByText(/渋谷教室の体験授業のお申し込みを、マイページの/, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'お申し込み状況を見る' })).toHaveAttribute(
      'href',
      '/trialclassConfirm',
    );
  },
  tags: ['visual'],
};

/** Opened a second time: it is there already, said as such. */
export const AlreadyAdded: Story = {
  parameters: {
    msw: {
      handlers: visitor([
        storyHttp.post('/api/trial/confirm', ({ response }) =>
          response(200).json({ added: false, consultation: true, classroomName: '吉祥寺教室' }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByText(
        '吉祥寺教室の個別相談のお申し込みは、すでにマイページに表示されています。',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** A link whose time ran out: the server's words, and a way to a classroom instead of a retry. */
export const Expired: Story = {
  parameters: {
    msw: {
      handlers: visitor([
        storyHttp.post('/api/trial/confirm', ({ response }) =>
          response(410).json({
            message:
              'このリンクは有効期限が切れています。お申し込みは教室で受け付けていますので、表示についてはマイページにログインしてお申し込みいただくか、教室にお問い合わせください。',
          }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(/有効期限が切れています/, {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getByText('このリンクは使えません')).toBeVisible();
    await expect(page.getByRole('link', { name: '教室を探す' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'もう一度試す' })).toBeNull();
  },
  tags: ['visual'],
};

/** The network or the server failed: said, and asked again from the same page. */
export const FailedThenRetried: Story = {
  parameters: {
    msw: {
      handlers: visitor([
        storyHttp.post('/api/trial/confirm', ({ response }) => response.untyped(new Response(null, { status: 503 }))),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'お申し込みを確認できませんでした。',
    );
    await expect(page.getByRole('button', { name: 'もう一度試す' })).toBeVisible();
  },
};

/** While the server answers: a waiting line in words, not a bare spinner. */
export const Checking: Story = {
  parameters: {
    msw: {
      handlers: visitor([
        storyHttp.post('/api/trial/confirm', async ({ response }) => {
          await delay('infinite');
          return response(200).json({ added: true, consultation: false, classroomName: '渋谷教室' });
        }),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText('お申し込みを確認しています…')).toBeVisible();
  },
};

/** Answers of the retry story: the first failing, the next one through. */
let retryCalls = 0;

/** A second press after a failure sends once more and shows the answer. */
export const RetryWorks: Story = {
  beforeEach: () => {
    retryCalls = 0;
  },
  parameters: {
    msw: {
      handlers: visitor([
        storyHttp.post('/api/trial/confirm', ({ response }) => {
          retryCalls += 1;
          return retryCalls === 1
            ? response.untyped(new Response(null, { status: 503 }))
            : response(200).json({ added: true, consultation: false, classroomName: '渋谷教室' });
        }),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'もう一度試す' }, { timeout: 8000 }));
    await expect(await page.findByText(/渋谷教室の体験授業のお申し込みを/, {}, { timeout: 5000 })).toBeVisible();
    await expect(retryCalls).toBe(2);
  },
};
