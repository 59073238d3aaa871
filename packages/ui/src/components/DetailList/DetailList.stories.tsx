import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DetailList, DetailRow } from './DetailList';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '項目名と値の組を並べる一覧です（登録情報、確認画面）。\n\n- **使う場面**：読むだけの情報の確認。\n- **使わない場面**：入力欄（Field）、表として比べる情報（表）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：dl / dt / dd で項目名と値の対応を伝えます。';

const meta = {
  title: 'Basics/DetailList',
  component: DetailList,
  args: { 'aria-label': '保護者さまの情報' },
  render: (args) => (
    <DetailList {...args}>
      <DetailRow term="お名前">佐藤 健一</DetailRow>
      <DetailRow term="メールアドレス">kenichi.sato@example.com</DetailRow>
      <DetailRow term="ご住所">{'東京都渋谷区神南1-2-3\nサイエンスビル4階'}</DetailRow>
    </DetailList>
  ),
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof DetailList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('お名前').tagName).toBe('DT');
    await expect(canvas.getByText('佐藤 健一').tagName).toBe('DD');
  },
  tags: ['visual'],
};

/** The values keep the line breaks they were typed with. */
export const PreserveLines: Story = {
  args: { preserveLines: true },
  play: async ({ canvas }) => {
    const address = canvas.getByText(/東京都渋谷区/);
    await expect(getComputedStyle(address.parentElement as HTMLElement).whiteSpace).toBe('pre-wrap');
  },
  tags: ['visual'],
};
