import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Footer } from './Footer';

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'ページ下部のフッターです（ページ上部へ戻る、個人情報の取り扱いについて、利用規約）。\n\n- **使う場面**：AppShell の下部。\n- **使わない場面**：公開ページの独自フッター。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：contentinfo ランドマークです。';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { docs: { description: { component: guide } }, layout: 'fullscreen' },
  args: { privacyHref: '/privacy/main', termsHref: '/kiyaku' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(canvas.getByRole('link', { name: '個人情報の取り扱いについて' })).toHaveAttribute(
      'href',
      '/privacy/main',
    );
    await expect(canvas.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/kiyaku');
  },
  tags: ['visual'],
};

/** The bar scrolls a long page back to the top and moves focus there. */
export const ScrollToTop: Story = {
  args: { focusTargetId: 'story-top' },
  render: (args) => (
    <>
      <main id="story-top" tabIndex={-1} style={{ height: 2400 }}>
        <h1>お知らせ一覧</h1>
      </main>
      <Footer {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'ページの先頭へ戻る' });
    button.scrollIntoView();
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** Prospective members (role 7) read the temporary privacy notice. */
export const ProspectivePrivacy: Story = {
  args: { privacyHref: '/privacy/temp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '個人情報の取り扱いについて' })).toHaveAttribute(
      'href',
      '/privacy/temp',
    );
  },
};

export const LongJapaneseText: Story = {
  args: {
    privacyLabel: '保護者さまの個人情報の取り扱いに関する基本方針およびお問い合わせ窓口について',
    termsLabel: 'マイページご利用規約（2023年11月10日改定）',
  },
  tags: ['visual'],
};

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
