import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHttp } from '../../app/PortalStory';

const meta = {
  title: 'Screens/Membership/Staff prices',
  component: PortalStory,
  args: { path: '/staff/prices' },
  parameters: { layout: 'fullscreen', msw: { handlers: staffStoryHandlers('default') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** One priced course: the table, and its figures in the form once 変更する is pressed. */
export const One: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: '料金表' })).toBeVisible();
    const table = await page.findByRole('table', { name: '自由が丘教室の料金表' });
    await expect(within(table).getByText('6,000円')).toBeVisible();
    await expect(within(table).getByText('入会キャンペーン割引 −5,000円')).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: /の料金を変更する$/ }));
    await expect(page.getByLabelText(/^月謝（税抜）/)).toHaveValue('6000');
    await expect(page.getByRole('checkbox', { name: '2026年12月' })).toBeChecked();
  },
  tags: ['visual'],
};

export const Empty: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('empty') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      (await page.findAllByText('この教室の料金はまだ設定されていません。下のフォームで設定してください。'))[0],
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '保存する' })).toBeVisible();
  },
};

/** Every course of two classrooms: the tables scroll sideways on a phone. */
export const Many: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('manyPages') } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const table = await page.findByRole('table', { name: '吉祥寺教室の料金表' });
    await expect(within(table).getAllByRole('row').length).toBe(19);
  },
};

/** Wrong figures: the summary names each field, and what was typed stays. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('table', { name: '自由が丘教室の料金表' });
    const fee = page.getByLabelText(/^月謝（税抜）/);
    await userEvent.clear(fee);
    await userEvent.type(fee, '12000000');
    await userEvent.type(page.getAllByLabelText(/^割引額（税抜）/)[1] as HTMLElement, '500');
    await userEvent.click(page.getByRole('button', { name: '保存する' }));
    const summary = await page.findByRole('alert');
    await expect(within(summary).getByText('コースを選択してください。')).toBeVisible();
    await expect(within(summary).getByText(/月謝（税抜）は0から1,000,000までの整数/)).toBeVisible();
    await expect(within(summary).getByText('割引の名前を入力してください。')).toBeVisible();
    await expect(fee).toHaveValue('12000000');
  },
};

/** The save fails: the words stay and the page says so. */
export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        storyHttp.post('/api/staff/prices', ({ response }) =>
          response('default').json({ message: 'サーバーでエラーが発生しました。' }, { status: 500 }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const table = await page.findByRole('table', { name: '自由が丘教室の料金表' });
    await userEvent.click(within(table).getByRole('button', { name: /の料金を変更する$/ }));
    const fee = page.getByLabelText(/^月謝（税抜）/);
    await userEvent.clear(fee);
    await userEvent.type(fee, '7200');
    await userEvent.click(page.getByRole('button', { name: '保存する' }));
    await expect(
      await page.findByText(
        '料金を保存できませんでした。入力した内容はそのままです。時間をおいてもう一度お試しください。',
      ),
    ).toBeVisible();
    await expect(fee).toHaveValue('7200');
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        storyHttp.get('/api/staff/prices', ({ response }) =>
          response('default').json({ message: 'サーバーでエラーが発生しました。' }, { status: 500 }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText('料金表を読み込めませんでした。時間をおいてもう一度お試しください。'),
    ).toBeVisible();
  },
};

/** A long discount name wraps in the table. */
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        storyHttp.get('/api/staff/prices', ({ response }) =>
          response(200).json({
            classrooms: [{ id: 1, name: '自由が丘教室（東急東横線・大井町線 自由が丘駅 正面口より徒歩3分）' }],
            data: [
              {
                classroomId: 1,
                course: 'RPP',
                monthlyFee: 6000,
                enrolmentFee: 10000,
                materialsFee: 18000,
                discounts: [
                  { name: 'きょうだい同時入会割引（2人目以降・同じ月に入会の場合に限ります）', fee: 3000 },
                  { name: '体験授業当日お申し込み割引', fee: 2000 },
                ],
                campaignMonths: ['2026-12', '2027-01', '2027-02', '2027-03'],
                updatedAt: '2026-11-20T01:00:00.000Z',
              },
            ],
          }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(/きょうだい同時入会割引/)).toBeVisible();
  },
};
