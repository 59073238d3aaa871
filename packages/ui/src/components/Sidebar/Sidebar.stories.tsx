import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { escapeRegExp, uiTextsOf } from '../../texts/storyTexts';
import { longGroups, sampleGroups } from './fixtures';
import { Sidebar, type SidebarProps } from './Sidebar';

function Stateful(props: SidebarProps) {
  const [collapsed, setCollapsed] = useState(props.collapsed);
  return (
    <div style={{ height: 560 }}>
      <Sidebar
        {...props}
        collapsed={collapsed}
        onCollapsedChange={(next) => {
          setCollapsed(next);
          props.onCollapsedChange(next);
        }}
      />
    </div>
  );
}

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'デスクトップ幅のメニューです（290px、35px の帯に畳めます）。\n\n- **使う場面**：AppShell が 869px 以上で使います。\n- **使わない場面**：スマートフォン幅（BottomNav）。\n- **バリエーションの選び方**：開いた状態と畳んだ状態。\n- **アクセシビリティ**：navigation ランドマークで、畳むボタンは aria-expanded を持ち、現在の画面に aria-current が付きます。';

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  parameters: { docs: { description: { component: guide } }, layout: 'fullscreen' },
  args: { groups: sampleGroups, collapsed: false, onCollapsedChange: fn(), currentPath: '/schedule/calendar' },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const nav = canvas.getByRole('navigation', { name: ui.sidebar.label });
    const toggle = canvas.getByRole('button', { name: ui.sidebar.toggle });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getBoundingClientRect().width).toBe(290);
    await expect(canvas.getByRole('link', { name: '授業カレンダー' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: '授業カレンダー' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await expect(canvas.getByRole('link', { name: '授業カレンダー' })).toBeVisible();
  },
  tags: ['visual'],
};

/** The 35px strip: only the toggle remains. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const nav = canvas.getByRole('navigation', { name: ui.sidebar.label });
    await expect(nav.getBoundingClientRect().width).toBe(35);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const ExternalLink: Story = {
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const faq = canvas.getByRole('link', { name: /よくある質問/ });
    await expect(faq).toHaveAttribute('target', '_blank');
    await expect(faq).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(faq).toHaveAccessibleName(new RegExp(`^よくある質問\\s*${escapeRegExp(ui.common.newTab.trim())}$`));
  },
};

export const WithSignOut: Story = {
  args: {
    footer: (
      <button type="button" style={{ minHeight: 44 }}>
        ログアウト
      </button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ログアウト' })).toBeVisible();
  },
};

/** An entry that opens a dialog first says so, and its choice is the caller's to handle. */
export const EntryOpeningADialog: Story = {
  args: {
    groups: [
      {
        id: 'prospective',
        label: '入会をご検討中の方',
        items: [
          {
            id: 'onlineApply',
            label: 'オンライン入会申し込み',
            href: '/online_apply/list',
            opensDialog: true,
            onSelect: fn((event: { preventDefault: () => void }) => event.preventDefault()),
          },
        ],
      },
    ],
  },
  play: async ({ args, canvas }) => {
    const entry = canvas.getByRole('link', { name: 'オンライン入会申し込み' });
    await expect(entry).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(entry).toHaveAttribute('href', '/online_apply/list');
    await userEvent.click(entry);
    await expect(args.groups[0]?.items[0]?.onSelect).toHaveBeenCalledOnce();
  },
};

export const LongJapaneseText: Story = {
  args: { groups: longGroups, currentPath: '/document/list' },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const nav = canvas.getByRole('navigation', { name: ui.sidebar.label });
    // Long labels wrap inside the panel instead of widening it.
    await expect(nav.getBoundingClientRect().width).toBe(290);
    await expect(canvas.getByRole('link', { name: /資料・パンフレット/ })).toHaveAttribute('aria-current', 'page');
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };

/** Unread chat messages: the count beside the entry, read out in words by a screen reader. */
export const UnreadChatCount: Story = {
  args: {
    groups: sampleGroups.map((group) => ({
      ...group,
      items: group.items.map((item) =>
        item.id === 'chat' ? { ...item, badge: { count: 3, label: '未読のメッセージ3件' } } : item,
      ),
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /教室へのチャット.*未読のメッセージ3件/ })).toBeVisible();
    await expect(canvas.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  },
  tags: ['visual'],
};
