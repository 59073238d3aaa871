import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, avatarSizes } from './Avatar';

// A picture made inline, so the story needs no network.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#f4b183"/><circle cx="20" cy="16" r="8" fill="#7f4f24"/><rect x="8" y="27" width="24" height="13" rx="6" fill="#386641"/></svg>',
)}`;
const broken = 'data:image/png;base64,AAAA';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'お子さまのプロフィール画像や教室の写真を丸く表示します。画像がない・読み込めないときは人のアイコンです。\n\n- **使う場面**：お子さまや教室を見分ける手がかり。\n- **使わない場面**：説明が必要な画像（ImageWithFallback）。\n- **バリエーションの選び方**：`sm`・`md`・`lg` の3サイズ。\n- **アクセシビリティ**：名前が隣に書かれているときは `alt=""`（装飾）にし、画像だけのときは名前を alt にします。';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { src: photo, alt: '山田 花子さんのプロフィール画像', size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '山田 花子さんのプロフィール画像' }).tagName).toBe('IMG');
  },
  tags: ['visual'],
};

export const NoPicture: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: '山田 花子さんのプロフィール画像' });
    await expect(icon.tagName.toLowerCase()).toBe('svg');
  },
};

export const BrokenPicture: Story = {
  args: { src: broken },
  play: async ({ canvas }) => {
    // The failed image is replaced by the default icon, keeping the same name.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: '山田 花子さんのプロフィール画像' }).tagName.toLowerCase()).toBe('svg'),
    );
  },
};

export const Decorative: Story = {
  render: () => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Avatar src={null} alt="" size="sm" />
      渋谷教室
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
