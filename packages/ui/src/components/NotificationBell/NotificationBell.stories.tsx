import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { fill, type UiTexts } from '../../texts';
import { escapeRegExp, uiTextsOf } from '../../texts/storyTexts';
import { NotificationBell } from './NotificationBell';

// The bell's name in the story's language (issue 36): its label, then the unread count when there is one.
const bellName = (ui: UiTexts, count: number) =>
  new RegExp(
    `^${escapeRegExp(ui.notificationBell.label)}\\s*${escapeRegExp(fill(ui.notificationBell.unread, { count }).trim())}$`,
  );

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'ヘッダーの通知のベルです（未読数、通知の一覧のパネル）。\n\n- **使う場面**：AppHeader の中。\n- **使わない場面**：ページの中の知らせ（Alert）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：ボタン名に未読数が含まれ、パネルは Escape で閉じてベルにフォーカスを戻します。';

const meta = {
  title: 'Layout/NotificationBell',
  component: NotificationBell,
  args: { unreadCount: 3 },
  argTypes: { unreadCount: { control: { type: 'number', min: 0 } } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: {
    children: (
      <ul>
        <li>ロボット教室 渋谷校からスケジュールが配信されました</li>
      </ul>
    ),
  },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const bell = canvas.getByRole('button', { name: bellName(ui, 3) });
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: ui.notificationBell.label });
    await expect(panel).toHaveTextContent('スケジュールが配信されました');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(bell).toHaveFocus();
  },
  tags: ['visual'],
};

/** Zero or unknown: no badge and a plain name, so nothing claims unread items. */
export const NoUnread: Story = {
  args: { unreadCount: undefined },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const bell = canvas.getByRole('button', { name: ui.notificationBell.label });
    await expect(bell).not.toHaveTextContent(/\d/);
    await userEvent.click(bell);
    await expect(await screen.findByText(ui.notificationBell.empty)).toBeVisible();
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 128 },
  play: async ({ canvas, loaded }) => {
    const bell = canvas.getByRole('button', { name: bellName(uiTextsOf({ loaded }), 128) });
    await expect(bell).toHaveTextContent('99+');
  },
};

export const LongJapaneseText: Story = {
  args: {
    unreadCount: 1,
    children: (
      <p>
        ロボット教室
        渋谷駅前スクール（ロボティクスプロフェッサーコース）の授業レポートが投稿されました。お子さまの作品と講師からのコメントをご覧ください。
      </p>
    ),
  },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: bellName(uiTextsOf({ loaded }), 1) }));
    await expect(await screen.findByText(/授業レポートが投稿されました/)).toBeVisible();
  },
  tags: ['visual'],
};

/** On a 375px phone the whole panel stays on screen (its padding and border count in its width). */
export const PhoneWidth: Story = {
  args: { unreadCount: 128, children: LongJapaneseText.args?.children },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await userEvent.click(canvas.getByRole('button', { name: bellName(ui, 128) }));
    const panel = await screen.findByRole('dialog', { name: ui.notificationBell.label });
    const { left, right } = panel.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Shift+Tab out of the open panel returns to the bell, not to whatever ends the page (the footer). */
export const ShiftTabReturnsToBell: Story = {
  args: {
    unreadCount: 1,
    children: (
      <ul>
        <li>
          <a href="#notice">スケジュールが配信されました</a>
        </li>
      </ul>
    ),
  },
  render: (args) => (
    <>
      <NotificationBell {...args} />
      <footer>
        <a href="#footer">利用規約</a>
      </footer>
    </>
  ),
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const bell = canvas.getByRole('button', { name: bellName(ui, 1) });
    await userEvent.click(bell);
    // Opening focuses the panel itself (its items are links, which Radix skips when it picks a start).
    const panel = await screen.findByRole('dialog', { name: ui.notificationBell.label });
    await waitFor(() => expect(panel).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(bell).toHaveFocus();
    // From the first item as well: out of the panel means back to the bell.
    await userEvent.click(bell);
    await userEvent.click(bell);
    const item = await screen.findByRole('link', { name: 'スケジュールが配信されました' });
    item.focus();
    await userEvent.tab({ shift: true });
    await expect(bell).toHaveFocus();
  },
};
