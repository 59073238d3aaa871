import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ImageWithFallback } from './ImageWithFallback';

const picture = (fill: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="${fill}"/><text x="160" y="98" font-size="24" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`;
const photo = picture('#0b62b8', 'ROBOT');
const defaultBanner = picture('#546e7a', 'DEFAULT');
const broken = 'data:image/png;base64,AAAA';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '画像を表示し、読み込めないときは代わりの表示にします。\n\n- **使う場面**：記事や投稿の画像。\n- **使わない場面**：プロフィール画像（Avatar）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：内容を伝える画像は alt を書き、装飾なら空にします。';

const meta = {
  title: 'Components/ImageWithFallback',
  component: ImageWithFallback,
  args: { src: photo, alt: 'ロボットが階段をのぼる様子', width: 320, height: 180 },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof ImageWithFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'ロボットが階段をのぼる様子' })).toHaveAttribute('src', photo);
  },
  tags: ['visual'],
};

export const FallsBackToText: Story = {
  args: { src: broken },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('画像を読み込めませんでした')).toBeVisible());
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      'ロボットが階段をのぼる様子（画像を読み込めませんでした）',
    );
  },
};

export const MissingSource: Story = {
  args: { src: undefined, alt: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '画像を読み込めませんでした' })).toBeVisible();
  },
};

export const FallsBackToDefaultPicture: Story = {
  args: { src: broken, fallbackSrc: defaultBanner, alt: 'キャンペーンのお知らせ' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'キャンペーンのお知らせ' })).toHaveAttribute('src', defaultBanner),
    );
  },
};

export const Phone: Story = { args: { src: broken }, globals: { viewport: { value: 'phone' } } };
