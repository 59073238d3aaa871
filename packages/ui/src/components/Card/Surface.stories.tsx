import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  type SurfaceVariants,
  surface,
  surfaceBody,
  surfaceList,
  surfaceTitle,
  surfaceVariants,
} from '../../styles/surface.css';
import { CardMedia } from './CardMedia';

const photo =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="%23cfe3f7"/><circle cx="200" cy="150" r="70" fill="%230b62b8"/></svg>';

type Args = Required<Pick<SurfaceVariants, 'variant'>>;

// One surface rendered as the kit's cards render it: a link for grid and highlighted, rows in a list.
function Example({ variant }: Args) {
  if (variant === 'list') {
    return (
      <ul className={surfaceList} aria-label="お知らせ">
        {['冬期講習のご案内', '年末年始の休講日について'].map((title) => (
          <li key={title}>
            <a className={surface({ variant, interactive: true })} href="#news">
              <span>{title}</span>
            </a>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <a
      className={surface({ variant, interactive: true })}
      href="#record"
      data-accent={variant === 'highlighted' ? 'green' : undefined}
      data-testid="surface"
    >
      <CardMedia src={photo} alt="ロボットの写真" />
      <span className={surfaceBody}>
        <span className={surfaceTitle}>ギアで動く車</span>
        <span>山田 さくら</span>
      </span>
    </a>
  );
}

const meta = {
  title: 'Components/Surface',
  component: Example,
  args: { variant: 'grid' },
  argTypes: { variant: { control: 'inline-radio', options: surfaceVariants } },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: [
          'カード・タイル・一覧の行の「面」（枠線・角丸・背景・影・ホバー・フォーカス）は、すべてこのレシピ `surface`（`@portal/ui/styles`）から作ります。見た目を変えるときはここを 1 か所直します。',
          '',
          '- **grid**: 1 件を 1 枚のカードで見せるとき。グリッドに並べる写真付きカード（投稿・動画・資料）や、出席・体験授業のように情報をまとめたカード（`padding: "md"`）に使います。',
          '- **highlighted**: grid のカードのうち、コースの色で目立たせたいとき。上端にコース色の帯が付きます（色は `data-accent`）。授業記録のカードや `Card` の `accent` がこれです。',
          '- **list**: 縦に並ぶ一覧の 1 行として見せるとき。影も角丸もなく、行の下に区切り線が入ります。お知らせ一覧やよくある質問のリンク一覧に使い、`surfaceList` の中に置きます。',
          '',
          'リンクやボタンになる面には `interactive: true` を付けます（grid と highlighted は影が浮き、list は背景が沈みます）。',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const card = getComputedStyle(canvas.getByTestId('surface'));
    await expect(card.borderTopWidth).toBe('1px');
    await expect(card.boxShadow).not.toBe('none');
    await expect(Number.parseFloat(card.borderTopLeftRadius)).toBeGreaterThan(0);
  },
  tags: ['visual'],
};

export const Highlighted: Story = {
  args: { variant: 'highlighted' },
  play: async ({ canvas }) => {
    const card = getComputedStyle(canvas.getByTestId('surface'));
    // The course colour runs along the top; the other sides keep the plain border.
    await expect(card.borderTopWidth).toBe('6px');
    await expect(card.borderTopColor).not.toBe(card.borderBottomColor);
  },
  tags: ['visual'],
};

export const List: Story = {
  args: { variant: 'list' },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('link');
    const row = getComputedStyle(first as HTMLElement);
    // A row is flat and ruled off below, and tall enough to tap.
    await expect(row.boxShadow).toBe('none');
    await expect(row.borderBottomWidth).toBe('1px');
    await expect(row.borderTopWidth).toBe('0px');
    await expect(first?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
  tags: ['visual'],
};

export const Phone: Story = { args: { variant: 'highlighted' }, globals: { viewport: { value: 'phone' } } };
