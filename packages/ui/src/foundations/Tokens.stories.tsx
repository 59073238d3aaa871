import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  BreakpointTokens,
  ColorTokens,
  ElevationTokens,
  MotionTokens,
  RadiusTokens,
  SizeTokens,
  SpaceTokens,
  TypographyTokens,
} from './Tokens';

// The specimens the Foundations pages embed; as stories they are checked by axe in both themes.
const meta = {
  title: 'Foundations/Token specimens',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ColorTokens group="color" />
      <ColorTokens group="tone" />
      <ColorTokens group="course" />
      <ColorTokens group="kid" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('course.orange')).toBeVisible();
    await expect(canvas.getByText('ライト #b85000')).toBeVisible();
  },
  tags: ['visual'],
};

export const ColorsDark: Story = { ...Colors, globals: { theme: 'dark' }, tags: ['visual'] };

export const Spacing: Story = { render: () => <SpaceTokens />, tags: ['visual'] };
export const Typography: Story = { render: () => <TypographyTokens />, tags: ['visual'] };
export const Radii: Story = { render: () => <RadiusTokens /> };
export const Elevation: Story = { render: () => <ElevationTokens /> };
export const Motion: Story = { render: () => <MotionTokens /> };
export const Sizes: Story = { render: () => <SizeTokens /> };
export const Breakpoints: Story = {
  render: () => <BreakpointTokens />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('869px')).toBeVisible();
  },
};
