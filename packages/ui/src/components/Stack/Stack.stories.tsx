import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Space } from '../../styles/sprinkles.css';
import { Box } from './Box';
import { Columns, Inline, Stack, spaces, Tiles } from './Stack';

const Tile = ({ children }: { children: string }) => (
  <Box padding="sm" style={{ background: 'var(--portal-color-brandSubtle)', borderRadius: 8 }}>
    {children}
  </Box>
);

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  '子要素を縦に等間隔で並べるレイアウトです（タイルの並びは Tiles）。\n\n- **使う場面**：ページやカードの中の縦の並び。\n- **使わない場面**：横並びの操作（ボタンの並び）。\n- **バリエーションの選び方**：間隔は space のトークン、タイルの幅は `narrow`・`medium`・`wide`。\n- **アクセシビリティ**：見た目だけで、読み上げの順は並べた順のままです。';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { space: 'md' },
  argTypes: { space: { control: 'inline-radio', options: spaces } },
  render: (args) => (
    <Stack {...args} data-testid="stack">
      <Tile>次回の授業</Tile>
      <Tile>教室からのお知らせ</Tile>
      <Tile>よくある質問</Tile>
    </Stack>
  ),
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

const gapOf = (el: HTMLElement) => Number.parseFloat(getComputedStyle(el).rowGap);

export const Playground: Story = {
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack');
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    // md is 16px in the light theme.
    await expect(gapOf(stack)).toBe(16);
  },
};

export const Large: Story = {
  args: { space: 'lg' },
  play: async ({ canvas }) => {
    await expect(gapOf(canvas.getByTestId('stack'))).toBeGreaterThan(16);
  },
};

export const AsList: Story = {
  render: (args) => (
    <Stack {...args} as="ul" listStyle="none" margin={0} padding="xxs" aria-label="お知らせ">
      <li>冬期講習のご案内</li>
      <li>年末年始の休講日</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'お知らせ' }).children).toHaveLength(2);
  },
};

export const InlineRow: Story = {
  render: (args) => (
    <Inline space={args.space} data-testid="inline">
      <Tile>重要</Tile>
      <Tile>未読</Tile>
      <Tile>2026年11月21日</Tile>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const inline = canvas.getByTestId('inline');
    await expect(getComputedStyle(inline).flexWrap).toBe('wrap');
  },
};

const twoColumns = (args: { space: Space }) => (
  <Columns space={args.space} data-testid="columns">
    <Tile>お子さまの情報</Tile>
    <Tile>保護者さまの情報（長い見出しも折り返して表示します）</Tile>
  </Columns>
);

export const ColumnsDesktop: Story = {
  render: twoColumns,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const [a, b] = Array.from(canvas.getByTestId('columns').children) as HTMLElement[];
    // Side by side from 869px, equal widths.
    await expect(a?.getBoundingClientRect().top).toBe(b?.getBoundingClientRect().top);
    await expect(a?.getBoundingClientRect().width).toBeCloseTo(b?.getBoundingClientRect().width ?? 0, 0);
  },
};

export const ColumnsPhone: Story = {
  render: twoColumns,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const [a, b] = Array.from(canvas.getByTestId('columns').children) as HTMLElement[];
    // Below 869px they stack.
    await expect(b?.getBoundingClientRect().top).toBeGreaterThan(a?.getBoundingClientRect().bottom ?? 0);
  },
};

/** A picture column (at most 16rem) beside the text that takes the rest (a staff member's list of records). */
export const ColumnsMedia: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: (args) => (
    <Columns space={args.space} media data-testid="columns">
      <Tile>写真</Tile>
      <Tile>ロボットが階段をのぼったよ（本文が残りの幅を使います）</Tile>
    </Columns>
  ),
  play: async ({ canvas }) => {
    const [picture, text] = Array.from(canvas.getByTestId('columns').children) as HTMLElement[];
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(picture?.getBoundingClientRect().width).toBeLessThanOrEqual(16 * rem);
    await expect(text?.getBoundingClientRect().width).toBeGreaterThan(picture?.getBoundingClientRect().width ?? 0);
  },
};

const tiles = (args: { space: Space }) => (
  <Tiles as="ul" space={args.space} tileWidth="medium" listStyle="none" margin={0} padding={0} data-testid="tiles">
    {['ロボット基礎', 'プログラミング', 'サイエンス', '検定対策'].map((name) => (
      <li key={name}>
        <Tile>{name}</Tile>
      </li>
    ))}
  </Tiles>
);

export const TilesDesktop: Story = {
  render: tiles,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const [a, b] = Array.from(canvas.getByTestId('tiles').children) as HTMLElement[];
    // As many 240px-or-wider columns as fit: the first two share a row.
    await expect(a?.getBoundingClientRect().top).toBe(b?.getBoundingClientRect().top);
  },
};

export const TilesPhone: Story = {
  render: tiles,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const [a, b] = Array.from(canvas.getByTestId('tiles').children) as HTMLElement[];
    // A 375px phone holds one 240px column.
    await expect(b?.getBoundingClientRect().top).toBeGreaterThan(a?.getBoundingClientRect().bottom ?? 0);
  },
};
