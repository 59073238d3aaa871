import { fixtures } from '@portal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHttp } from '../../app/PortalStory';

type Report = ReturnType<typeof fixtures.absenceReport>;

const list = (data: Report[]) =>
  staffStoryHandlers('default', [storyHttp.get('/api/staff/absences', ({ response }) => response(200).json({ data }))]);

const meta = {
  // Issue 33 (ADR 046): the families' absence reports and the classroom's answer.
  title: 'Screens/StaffAbsences（欠席連絡）',
  id: 'screens-staffabsences',
  component: PortalStory,
  args: { path: '/staff/absences' },
  parameters: { layout: 'fullscreen', msw: { handlers: staffStoryHandlers('default') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** Reports of each status: the waiting one has the answer form, the answered ones say when and what. */
export const Many: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('3件')).toBeVisible();
    await expect(page.getByRole('button', { name: '確認済にする' })).toBeVisible();
    await expect(
      page.getByText('教室からのコメント：この日は授業の内容上、途中からの参加をお受けできません。'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: list([]) } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText('条件に合う連絡はありません。')).toBeVisible();
  },
};

/** One waiting report: a refusal without a comment is sent back with the field named; confirming answers. */
export const One: Story = {
  parameters: { msw: { handlers: list([fixtures.absenceReport(0)]) } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('1件')).toBeVisible();
    const card = within(page.getByRole('listitem', { name: /山田 太郎さん/ }));
    await userEvent.click(card.getByRole('button', { name: 'お受けできないと回答する' }));
    await expect((await card.findAllByText('保護者さまへのコメントを入力してください。'))[0]).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: '確認済にする' }));
    await expect(await page.findByText('回答しました。保護者さまに通知されます。')).toBeVisible();
  },
};

/** The list could not be read. */
export const Failure: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        storyHttp.get('/api/staff/absences', ({ response }) =>
          response('default').json({ message: 'Server Error' }, { status: 500 }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText('連絡の一覧を読み込めませんでした。時間をおいてもう一度お試しください。'),
    ).toBeVisible();
  },
};

/** A long note and long names wrap inside the card, at phone width too. */
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: list([
        fixtures.absenceReport(0, {
          note: '朝から熱が38度あり、病院で診てもらうため本日はお休みします。来週の授業の持ち物についても教えてください。'.repeat(
            2,
          ),
          kidName: '長谷川 ひまわりのこころ',
          familyName: '長谷川',
          courseName: 'ロボティクスプロフェッショナル',
          late: true,
        }),
      ]),
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText('当日連絡')).toBeVisible();
  },
};
