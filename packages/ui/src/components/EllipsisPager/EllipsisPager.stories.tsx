import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { media } from '../../styles/breakpoints';
import { EllipsisPager } from './EllipsisPager';

function StatefulPager({
  initial,
  last,
  onPageChange,
}: {
  initial: number;
  last: number;
  onPageChange: (page: number) => void;
}) {
  const [current, setCurrent] = useState(initial);
  return (
    <EllipsisPager
      current={current}
      last={last}
      onPageChange={(page) => {
        onPageChange(page);
        setCurrent(page);
      }}
    />
  );
}

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'ページ数が多い一覧のページ送りです（途中を … で省略）。\n\n- **使う場面**：数十ページ以上の一覧。\n- **使わない場面**：5ページ程度まで（Pager）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：navigation に名前があり、現在のページは aria-current="page" です。';

const meta = {
  title: 'Components/EllipsisPager',
  component: EllipsisPager,
  args: { current: 10, last: 30, onPageChange: fn() },
  render: (args) => (
    <StatefulPager initial={args.current} last={args.last} onPageChange={args.onPageChange ?? (() => {})} />
  ),
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof EllipsisPager>;
export default meta;
type Story = StoryObj<typeof meta>;

// The entries of the row on screen (the phone's row and the wide one share the list; CSS shows one).
const visibleItems = (nav: HTMLElement) =>
  Array.from(nav.querySelectorAll('li'))
    .filter((li) => li.checkVisibility())
    .map((li) => li.textContent);
/** The row a reader sees at this width: the phone's (first, current, last) or the wide one (issue 36: both widths). */
const rowFor = (wide: (string | null)[], phone: (string | null)[]) =>
  window.matchMedia(media.mobile).matches ? phone : wide;

export const Playground: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'ページ送り' });
    await expect(visibleItems(nav)).toEqual(
      rowFor(['', '1', '…', '7', '8', '9', '10', '11', '12', '13', '…', '30', ''], ['', '1', '…', '10', '…', '30', '']),
    );
    await userEvent.click(canvas.getByRole('button', { name: '30ページ目' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(30);
    await expect(visibleItems(nav)).toEqual(
      rowFor(['', '1', '…', '27', '28', '29', '30', ''], ['', '1', '…', '30', '']),
    );
    await expect(canvas.getByRole('button', { name: '次のページ' })).toBeDisabled();
  },
};

/** Issue 31 item 7: on a 375px phone the row holds first, the current page and last, and never wraps. */
export const PhoneRow: Story = {
  tags: ['visual'],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'ページ送り' });
    await expect(visibleItems(nav)).toEqual(['', '1', '…', '10', '…', '30', '']);
    const shown = Array.from(nav.querySelectorAll('li')).filter((li) => li.checkVisibility());
    // One row: every entry at the height of the first.
    const tops = new Set(shown.map((li) => Math.round(li.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

export const FirstPage: Story = {
  args: { current: 1, last: 30 },
  play: async ({ canvas }) => {
    await expect(visibleItems(canvas.getByRole('navigation'))).toEqual(
      rowFor(['', '1', '2', '3', '4', '…', '30', ''], ['', '1', '…', '30', '']),
    );
    await expect(canvas.getByRole('button', { name: '1ページ目' })).toHaveAttribute('aria-current', 'page');
  },
  tags: ['visual'],
};

export const FewPages: Story = {
  args: { current: 2, last: 4 },
  play: async ({ canvas }) => {
    await expect(visibleItems(canvas.getByRole('navigation'))).toEqual(['', '1', '2', '3', '4', '']);
  },
};

export const SinglePageRendersNothing: Story = {
  args: { current: 1, last: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** On a phone an ellipsis never stands for a single page: with four pages, all four show. */
export const PhoneFewPages: Story = {
  args: { current: 2, last: 4 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(visibleItems(canvas.getByRole('navigation'))).toEqual(['', '1', '2', '3', '4', '']);
  },
};
