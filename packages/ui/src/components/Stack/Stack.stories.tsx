import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Space } from '../../styles/sprinkles.css';
import { Box } from './Box';
import { Columns, Inline, Stack, spaces } from './Stack';

const Tile = ({ children }: { children: string }) => (
  <Box padding="sm" style={{ background: 'var(--portal-color-brandSubtle)', borderRadius: 8 }}>
    {children}
  </Box>
);

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
