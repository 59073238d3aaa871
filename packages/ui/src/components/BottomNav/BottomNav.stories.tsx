import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { uiTextsOf } from '../../texts/storyTexts';
import { longGroups, sampleGroups } from '../Sidebar/fixtures';
import { BottomNav } from './BottomNav';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'スマートフォン幅（869px 未満）の画面下部のメニューです。\n\n- **使う場面**：AppShell が小さい画面で自動的に使います。\n- **使わない場面**：デスクトップ幅（Sidebar）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：navigation ランドマークで、メニューは全画面で開き、Escape で閉じてフォーカスを戻します。';

const meta = {
  title: 'Layout/BottomNav',
  component: BottomNav,
  parameters: { docs: { description: { component: guide } }, layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
  args: { groups: sampleGroups, privacyHref: '/privacy/main', termsHref: '/kiyaku', currentPath: '/' },
} satisfies Meta<typeof BottomNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const nav = canvas.getByRole('navigation', { name: ui.bottomNav.nav });
    await expect(within(nav).getByRole('link', { name: ui.bottomNav.home })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: ui.bottomNav.privacy })).toHaveAttribute(
      'href',
      '/privacy/main',
    );
    await expect(within(nav).getByRole('link', { name: ui.bottomNav.terms })).toHaveAttribute('href', '/kiyaku');

    const trigger = within(nav).getByRole('button', { name: ui.bottomNav.menu });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('dialog', { name: ui.bottomNav.menu });
    await expect(within(menu).getByRole('link', { name: '授業カレンダー' })).toBeVisible();

    // Focus stays inside the menu: tabbing past the last item comes back to the first control.
    const close = within(menu).getByRole('button', { name: ui.bottomNav.close });
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 8; i += 1) await userEvent.tab();
    await expect(menu).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(close).not.toBeInTheDocument();
  },
  tags: ['visual'],
};

/** Choosing an item closes the menu, so the next page is not hidden behind it. */
export const ClosesOnNavigate: Story = {
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await userEvent.click(canvas.getByRole('button', { name: ui.bottomNav.menu }));
    const menu = await screen.findByRole('dialog', { name: ui.bottomNav.menu });
    const link = within(menu).getByRole('link', { name: '受講履歴' });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const askFirst = fn((event: { preventDefault: () => void }) => event.preventDefault());

/**
 * An entry that asks something first (the terms before an online application) keeps the menu open under
 * its own dialog, so focus can come back to it.
 */
export const EntryOpeningADialog: Story = {
  args: {
    groups: [
      ...sampleGroups,
      {
        id: 'prospective',
        label: '入会をご検討中の方',
        items: [
          {
            id: 'onlineApply',
            label: 'オンライン入会申し込み',
            href: '/online_apply/list',
            opensDialog: true,
            onSelect: askFirst,
          },
        ],
      },
    ],
  },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    askFirst.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: ui.bottomNav.menu }));
    const menu = await screen.findByRole('dialog', { name: ui.bottomNav.menu });
    const entry = within(menu).getByRole('link', { name: 'オンライン入会申し込み' });
    await expect(entry).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(entry);
    await expect(askFirst).toHaveBeenCalledOnce();
    await expect(menu).toBeInTheDocument();
    await expect(entry).toBeVisible();
  },
};

export const MenuOpen: Story = {
  args: {
    open: true,
    menuFooter: (
      <button type="button" style={{ minHeight: 44 }}>
        ログアウト
      </button>
    ),
  },
  play: async ({ loaded }) => {
    const ui = uiTextsOf({ loaded });
    const menu = await screen.findByRole('dialog', { name: ui.bottomNav.menu });
    await expect(within(menu).getByRole('button', { name: 'ログアウト' })).toBeVisible();
    // Its links show the design system's focus ring, not the browser's own.
    const link = within(menu).getAllByRole('link')[0] as HTMLElement;
    link.focus();
    await userEvent.keyboard('{Tab}{Shift>}{Tab}{/Shift}');
    const ring = getComputedStyle(document.activeElement as Element);
    await expect(ring.outlineWidth).toBe('3px');
    await expect(ring.outlineStyle).toBe('solid');
  },
};

export const LongJapaneseText: Story = {
  args: { groups: longGroups, labels: { privacy: '個人情報の取り扱い' } },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await expect(canvas.getByRole('link', { name: '個人情報の取り扱い' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ui.bottomNav.menu }));
    const menu = await screen.findByRole('dialog', { name: ui.bottomNav.menu });
    await expect(within(menu).getByRole('link', { name: /体験授業のお申し込み状況/ })).toBeVisible();
  },
  tags: ['visual'],
};

export const DesktopWidth: Story = { globals: { viewport: { value: 'desktop' } } };
