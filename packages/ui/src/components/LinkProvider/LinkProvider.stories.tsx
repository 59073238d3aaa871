import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BackLink } from '../BackLink';
import { LinkProvider, type UiLinkProps } from './LinkProvider';

const navigate = fn();

function RecordingLink({ href, onClick, ...rest }: UiLinkProps) {
  return (
    <a
      {...rest}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'kit のリンクがアプリのルーターを使うようにする設定です（画面には何も表示しません）。\n\n- **使う場面**：アプリのルートで一度だけ。\n- **使わない場面**：コンポーネントの中。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：表示はないため、アクセシビリティへの影響はありません。';

const meta = {
  title: 'Layout/LinkProvider',
  component: LinkProvider,
  args: { component: RecordingLink, children: <BackLink href="/announcement/list">お知らせ一覧へ戻る</BackLink> },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof LinkProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Kit links go through the app's router link, so the page is not reloaded. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'お知らせ一覧へ戻る' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/announcement/list');
  },
  tags: ['visual'],
};

/** Without a provider the kit renders plain anchors. */
export const WithoutProvider: Story = {
  render: () => <BackLink href="/">ホームへ戻る</BackLink>,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'ホームへ戻る' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};
