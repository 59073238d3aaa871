import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { VideoLessonCard, videoLessonCardVariants } from './VideoLessonCard';

const thumb =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="%23e7f1fb"/><polygon points="140,60 140,120 190,90" fill="%230b62b8"/></svg>';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '動画授業の1件のカードです。\n\n- **使う場面**：動画授業の画面。\n- **使わない場面**：それ以外の動画。\n- **バリエーションの選び方**：今月は `grid`、過去の動画は `list`。\n- **アクセシビリティ**：リンク名は授業名で、コース名は文字でも示します。';

const meta = {
  title: 'Widgets/VideoLessonCard',
  component: VideoLessonCard,
  args: {
    variant: 'grid',
    title: 'ギアのしくみ',
    imageSrc: thumb,
    courseName: 'アドバンス',
    colorKey: 'blue',
    periodLabel: '1日目 2日目',
    href: '#video',
  },
  argTypes: { variant: { control: 'inline-radio', options: videoLessonCardVariants } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof VideoLessonCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { onClick: fn((event) => event.preventDefault()) },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: /ギアのしくみ/ });
    await expect(link).toHaveAttribute('data-variant', 'grid');
    await expect(canvas.getByText('1日目 2日目')).toBeVisible();
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
  tags: ['visual'],
};

export const List: Story = {
  args: { variant: 'list', periodLabel: '3日目 4日目' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /ギアのしくみ/ });
    await expect(getComputedStyle(link).flexDirection).toBe('row');
  },
};

export const NoImage: Story = { args: { imageSrc: undefined, colorKey: 'pink', courseName: 'プライマリー' } };

export const LongJapaneseText: Story = {
  args: {
    title: 'モーターとギアを組み合わせて坂道をのぼる走行ロボットを作ろう（応用編・後半）',
    courseName: 'サイエンス教室 アドバンスコース',
    colorKey: 'lightBlue',
    meta: '全4レッスン',
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { args: { variant: 'list' }, globals: { viewport: { value: 'phone' } } };
