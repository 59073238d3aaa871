import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PostCard } from './PostCard';

const photo =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="%23e8f5ec"/><rect x="120" y="80" width="160" height="140" fill="%231b7f3b"/></svg>';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'みんなの投稿の1件のカードです（画像、タイトル、ニックネーム）。\n\n- **使う場面**：みんなの投稿の一覧。\n- **使わない場面**：わが子の投稿（LessonRecordCard）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：リンク名はタイトルで、画像は装飾扱いです。';

const meta = {
  title: 'Widgets/PostCard',
  component: PostCard,
  args: { imageSrc: photo, title: 'はしる恐竜ロボット', nickname: 'ロボ太郎', href: '#post' },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof PostCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { onClick: fn((event) => event.preventDefault()) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img', { name: 'はしる恐竜ロボットの写真' })).toBeVisible();
    await expect(canvas.getByText('ロボ太郎')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /はしる恐竜ロボット/ }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
  tags: ['visual'],
};

export const NoImage: Story = {
  args: { imageSrc: undefined },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByText('画像はありません');
    await expect(placeholder).toBeVisible();
    // The placeholder keeps the picture's 4:3 box, so a card without a photo lines up with the others.
    const box = placeholder.parentElement?.getBoundingClientRect();
    await expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(4 / 3, 1);
  },
};

export const LongJapaneseText: Story = {
  args: {
    title: 'センサーで障害物をよけながら迷路をぬける自動運転ロボットカー（完成版）',
    nickname: 'みらいのロボットエンジニアをめざすはやとくん',
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
