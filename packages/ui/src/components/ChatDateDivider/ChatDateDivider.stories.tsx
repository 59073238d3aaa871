import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChatDateDivider, chatDateDividerLevels } from './ChatDateDivider';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'チャットの日付の区切りです。\n\n- **使う場面**：日が変わるところ。\n- **使わない場面**：それ以外の見出し。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：日付は 2026年11月21日（土） の形で、区切りとして読み上げられます。';

const meta = {
  title: 'Widgets/ChatDateDivider',
  component: ChatDateDivider,
  args: { label: '2026年11月18日（水）', dateTime: '2026-11-18' },
  argTypes: { level: { control: 'inline-radio', options: chatDateDividerLevels } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof ChatDateDivider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '2026年11月18日（水）' })).toBeVisible();
  },
  tags: ['visual'],
};

export const Today: Story = { args: { label: '今日' } };

export const LongJapaneseText: Story = {
  args: { label: '2026年11月18日（水）教室からの大切なお知らせと振替レッスンのご案内' },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
