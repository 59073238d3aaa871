import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { AppHeader } from '../AppHeader';
import { BottomNav } from '../BottomNav';
import { Footer } from '../Footer';
import { NotificationBell } from '../NotificationBell';
import { PageTitle } from '../PageTitle';
import { Sidebar } from '../Sidebar';
import { sampleGroups } from '../Sidebar/fixtures';
import { AppShell } from './AppShell';

function Frame({ title, body, report }: { title: string; body: string; report?: string }) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <AppShell
      report={report}
      header={<AppHeader profileHref="/profile/list" notifications={<NotificationBell unreadCount={1} />} />}
      sidebar={<Sidebar groups={sampleGroups} currentPath="/" collapsed={collapsed} onCollapsedChange={setCollapsed} />}
      bottomNav={<BottomNav groups={sampleGroups} currentPath="/" privacyHref="/privacy/main" termsHref="/kiyaku" />}
      footer={<Footer privacyHref="/privacy/main" termsHref="/kiyaku" />}
    >
      <PageTitle>{title}</PageTitle>
      <p>{body}</p>
    </AppShell>
  );
}

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'マイページの枠です（ヘッダー、サイドバー、本文、フッター、スマートフォンの下部メニュー）。\n\n- **使う場面**：サインイン後のすべての画面の外側。\n- **使わない場面**：公開ページ、印刷用のページ（PrintableSheet）。\n- **バリエーションの選び方**：869px 以上でサイドバー、未満で BottomNav を表示します。\n- **アクセシビリティ**：本文へのスキップリンク、main・navigation・contentinfo のランドマークを備えます。';

const meta = {
  title: 'Layout/AppShell',
  component: Frame,
  parameters: { docs: { description: { component: guide } }, layout: 'fullscreen' },
  args: { title: 'マイページ', body: '山田 花子さま、こんにちは。' },
} satisfies Meta<typeof Frame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('マイページ');
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    // Nothing may widen the page past the screen, or phones zoom out and hide the bottom nav's edge.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The skip link is the first stop and points at the focusable main region (following it is an e2e check).
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: '本文へスキップ' });
    await expect(skip).toHaveFocus();
    const main = canvas.getByRole('main');
    await expect(skip).toHaveAttribute('href', `#${main.id}`);
    await expect(main).toHaveAttribute('tabindex', '-1');
  },
  tags: ['visual'],
};

export const WithReport: Story = {
  args: { report: 'システムメンテナンスのため、12月1日 2:00〜4:00 はご利用いただけません。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'システムからのご案内' })).toHaveTextContent(
      'システムメンテナンス',
    );
  },
};

export const LongJapaneseText: Story = {
  args: {
    title: 'ロボット教室・プログラミング教室 体験授業のお申し込み内容の確認とご来校日時のご案内',
    body: 'お申し込みいただいた体験授業の内容をご確認ください。ご来校の際は、筆記用具と上履きをお持ちください。',
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
export const DesktopWidth: Story = { globals: { viewport: { value: 'desktop' } } };
