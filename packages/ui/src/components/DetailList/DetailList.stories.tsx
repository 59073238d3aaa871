import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DetailList, DetailRow } from './DetailList';

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
