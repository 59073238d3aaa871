import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BackLink } from './BackLink';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '一つ上の画面へ戻るリンクです（詳細から一覧へ）。\n\n- **使う場面**：詳細画面の上部。\n- **使わない場面**：ブラウザーの「戻る」の代わりにはしません。手順の前の段階へは Button（secondary）を使います。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：リンク名は戻り先の画面名にします（「お知らせ一覧へ戻る」）。';

const meta = {
  title: 'Layout/BackLink',
  component: BackLink,
  args: { href: '/lms' },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof BackLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '戻る' })).toHaveAttribute('href', '/lms');
  },
  tags: ['visual'],
};

export const WithDestination: Story = {
  args: { href: '/announcement/list', children: 'お知らせ一覧へ戻る' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'お知らせ一覧へ戻る' })).toHaveAttribute(
      'href',
      '/announcement/list',
    );
  },
};

export const LongJapaneseText: Story = {
  args: { href: '/lessonRecord/list', children: 'みんなの投稿一覧（ロボティクスプロフェッサーコース）へ戻る' },
  globals: { viewport: { value: 'phone' } },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
