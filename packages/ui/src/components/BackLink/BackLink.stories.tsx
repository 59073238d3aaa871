import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BackLink } from './BackLink';

const meta = {
  title: 'Layout/BackLink',
  component: BackLink,
  args: { href: '/lms' },
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
