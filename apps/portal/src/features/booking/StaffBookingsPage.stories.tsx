import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalStory, staffStoryHandlers, storyHttp } from '../../app/PortalStory';
import { closeMenu, navAtAnyWidth } from '../../app/storyNav';

const meta = {
  title: 'Screens/Booking/Staff',
  component: PortalStory,
  args: { path: '/staff' },
  parameters: { layout: 'fullscreen', msw: { handlers: staffStoryHandlers('default') } },
} satisfies Meta<typeof PortalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') ?? canvasElement);

/** The bookings of the staff member's classrooms, newest first. */
export const Bookings: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: '体験授業・個別相談の受付一覧' })).toBeVisible();
    // Every staff page names the others (the `_staff` layout), this one as the current page (on a phone, in the menu).
    const nav = await navAtAnyWidth(canvasElement, '教室スタッフのページ');
    await expect(within(nav).getByRole('link', { name: '体験授業・個別相談の受付一覧' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Its name gains the unread count once that has come (the phone's menu opens late enough to see it).
    await expect(within(nav).getByRole('link', { name: /^保護者とのチャット/ })).toBeVisible();
    await closeMenu(canvasElement);
    const table = await page.findByRole('table');
    await expect(within(table).getByText('日程調整中')).toBeVisible();
    await expect(within(table).getByText('2人')).toBeVisible();
    // Issue 32: a booking's family is invited from here, the form filled with its guardian.
    await expect(within(table).getByRole('link', { name: '山田 太郎さんをまなびポータルに招待する' })).toHaveAttribute(
      'href',
      expect.stringContaining('/staff/families?'),
    );
  },
  tags: ['visual'],
};

export const Empty: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('empty') } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText('まだお申し込みはありません。')).toBeVisible();
  },
};

/** Issue 33: everything the visitor entered, folded under the row; an application starts from the booking. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const table = await page.findByRole('table');
    await userEvent.click(
      within(table).getByText('お申し込みの内容', { selector: '[aria-label="山田 太郎さんのお申し込みの内容"]' }),
    );
    await expect(within(table).getByText('0312345678')).toBeVisible();
    await expect(within(table).getByText(/山田 陽翔（ヤマダ ハルト）/)).toBeVisible();
    await expect(within(table).getByText(/佐藤さん（同じクラスのお母さま）/)).toBeVisible();
    await expect(within(table).getByText('SATO2025')).toBeVisible();
    await userEvent.click(
      within(table).getByText('お申し込みの内容', { selector: '[aria-label="森 由美さんのお申し込みの内容"]' }),
    );
    await expect(within(table).getByText(/第1希望：土曜日/)).toBeVisible();
    await expect(
      within(table).getByRole('link', { name: '山田 太郎さんの入会のお申し込みを作成する' }),
    ).toHaveAttribute('href', expect.stringContaining('/staff/membership?fromBooking=1'));
    await expect(page.getByRole('link', { name: 'CSVをダウンロード' })).toHaveAttribute(
      'href',
      '/api/staff/bookings.csv',
    );
  },
};

/** Filters go to the address; the CSV link carries them. */
export const Filtered: Story = {
  args: { path: '/staff?kind=consult&from=2025-04-01' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('table');
    await expect(page.getByLabelText('種別')).toHaveValue('consult');
    await expect(page.getByLabelText('受付日（から）')).toHaveValue('2025-04-01');
    await expect(page.getByRole('link', { name: 'CSVをダウンロード' })).toHaveAttribute(
      'href',
      '/api/staff/bookings.csv?kind=consult&from=2025-04-01',
    );
    await expect(page.getByRole('button', { name: '条件をクリア' })).toBeVisible();
  },
};

export const Many: Story = {
  parameters: { msw: { handlers: staffStoryHandlers('manyPages') } },
  play: async ({ canvasElement }) => {
    const table = await main(canvasElement).findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
  },
};

export const Failure: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        storyHttp.get('/api/staff/bookings', ({ response }) =>
          response('default').json({ message: 'サーバーでエラーが発生しました。' }, { status: 500 }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** Long questions keep their line breaks and wrap. */
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: staffStoryHandlers('default', [
        storyHttp.get('/api/staff/bookings', ({ response }) =>
          response(200).json({
            name: '山本 大輔',
            classrooms: [{ id: 1, name: '自由が丘教室' }],
            data: [
              {
                id: 9,
                consultation: false,
                classroomId: 1,
                classroomName: '自由が丘教室',
                lectureName: 'ロボット教室',
                heldAt: '2025-04-26T01:00:00.000Z',
                guardianName: '長谷川 美智子',
                email: 'hasegawa.michiko.family-account@example.com',
                kidCount: 1,
                createdAt: '2025-04-19T09:15:00.000Z',
                guardianKana: 'ハセガワ ミチコ',
                telNumber: '09011112222',
                zipcode: '1520035',
                address: '東京都目黒区自由が丘3丁目15番地22号 グランドメゾン自由が丘サウスウィング1204号室',
                kids: [
                  {
                    lastName: '長谷川',
                    firstName: '慎之介',
                    lastNameKana: 'ハセガワ',
                    firstNameKana: 'シンノスケ',
                    schoolGrade: 7,
                  },
                ],
                questionnaireId: 31,
                questionnaireNote: '近所の公園で配っていたチラシを見ました',
                questions:
                  '息子はレゴが大好きで、家でも毎日何かを作っています。\nプログラミングは学校で少しだけ触ったことがあるそうです。\n体験授業の日は習い事のあとになるため、10分ほど遅れるかもしれません。',
                inviteCode: '',
                courseCode: null,
                preferred: [],
              },
            ],
          }),
        ),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const table = await page.findByRole('table');
    await userEvent.click(within(table).getByText('お申し込みの内容'));
    await expect(within(table).getByText(/10分ほど遅れるかもしれません/)).toBeVisible();
  },
};
