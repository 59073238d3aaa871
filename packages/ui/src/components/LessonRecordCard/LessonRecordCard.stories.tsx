import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LessonRecordCard } from './LessonRecordCard';

const photo =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="%23cfe3f7"/><circle cx="200" cy="150" r="70" fill="%230b62b8"/></svg>';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '授業の記録の1件をコースの色で示すカードです。\n\n- **使う場面**：わが子の投稿の一覧。\n- **使わない場面**：みんなの投稿（PostCard）。\n- **バリエーションの選び方**：コースの色は courseColorKey で決まります。\n- **アクセシビリティ**：カードのリンク名は記録のタイトルで、コース名は文字でも示します。';

const meta = {
  title: 'Widgets/LessonRecordCard',
  component: LessonRecordCard,
  args: { imageSrc: photo, kidName: '山田 さくら', postMonth: '2026年11月', colorKey: 'pink', href: '#record' },
  argTypes: {
    colorKey: { control: 'select', options: ['pink', 'orange', 'green', 'blue', 'lightBlue', 'other'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof LessonRecordCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { onClick: fn((event) => event.preventDefault()) },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: /山田 さくら/ });
    await expect(canvas.getByRole('img', { name: '山田 さくらさんの作品の写真' })).toBeVisible();
    await expect(link).toHaveAttribute('data-accent', 'pink');
    // The course colour shows as the bar along the card's top (the kit's highlighted surface).
    const bar = getComputedStyle(link);
    await expect(bar.borderTopWidth).toBe('6px');
    await expect(bar.borderTopColor).not.toBe(bar.borderBottomColor);
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
  tags: ['visual'],
};

export const GreenCourse: Story = { args: { colorKey: 'green', title: 'ギアで動く車' } };

export const NoImage: Story = {
  args: { imageSrc: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('画像はありません')).toBeVisible();
  },
};

export const LongJapaneseText: Story = {
  args: {
    colorKey: 'lightBlue',
    title: 'モーターとギアを組み合わせて坂道をのぼる走行ロボットを作りました（改良版その二）',
    kidName: 'じゅげむじゅげむごこうのすりきれ',
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
