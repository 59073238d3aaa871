import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotificationBell } from '../NotificationBell';
import { AppHeader } from './AppHeader';

// A 1x1 image so the icon story needs no network.
const ICON =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="%230b62b8"/></svg>';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '画面上部のヘッダーです（ロゴ、通知のベル、プロフィール）。\n\n- **使う場面**：AppShell の中で、サインイン後の全画面。\n- **使わない場面**：公開ページ（サインイン前）の枠。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：banner ランドマークになり、ロゴはホームへのリンク、ベルとプロフィールは名前付きのボタンです。';

const meta = {
  title: 'Layout/AppHeader',
  component: AppHeader,
  parameters: { docs: { description: { component: guide } }, layout: 'fullscreen' },
  args: { profileHref: '/profile/list', notifications: <NotificationBell unreadCount={2} /> },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'まなびポータル' })).toHaveAttribute('href', '/');
    await expect(within(banner).getByRole('button', { name: /通知\s*（未読2件）/ })).toBeVisible();
    await expect(within(banner).getByRole('link', { name: 'プロフィール' })).toHaveAttribute('href', '/profile/list');
  },
  tags: ['visual'],
};

export const WithIcon: Story = {
  args: { iconSrc: ICON },
  play: async ({ canvas }) => {
    const profile = canvas.getByRole('link', { name: 'プロフィール' });
    await expect(profile.querySelector('img')).toHaveAttribute('src', ICON);
  },
};

/** Before sign-in (the login page): only the logo. */
export const SignedOut: Story = {
  args: { notifications: undefined, profileHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'プロフィール' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongJapaneseText: Story = {
  args: { productName: 'ロボット・プログラミング・サイエンス教室 保護者さま専用マイページ' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    // The long name is cut with an ellipsis; the bell and the icon stay reachable.
    await expect(canvas.getByRole('button', { name: /通知\s*（未読2件）/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'プロフィール' })).toBeVisible();
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
