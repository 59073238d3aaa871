import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fill, type UiTexts } from '../../texts';
import { uiTextsOf } from '../../texts/storyTexts';
import { Pager } from './Pager';

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
    <Pager
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
  '一覧のページ送りです（前へ、3ページ分の番号、次へ）。\n\n- **使う場面**：5ページ程度までの一覧。\n- **使わない場面**：ページ数が多いとき（EllipsisPager）。\n- **バリエーションの選び方**：バリエーションはありません。\n- **アクセシビリティ**：navigation に名前があり、現在のページは aria-current="page" です。';

const meta = {
  title: 'Components/Pager',
  component: Pager,
  args: { current: 1, last: 12, onPageChange: fn() },
  render: (args) => (
    <StatefulPager initial={args.current} last={args.last} onPageChange={args.onPageChange ?? (() => {})} />
  ),
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

// The page buttons by their names in the story's language (the catalogue's "{{page}}ページ目", "Page {{page}}").
const pageNumbers = (nav: HTMLElement, ui: UiTexts) =>
  within(nav)
    .getAllByRole('button', { name: new RegExp(`^${ui.pager.page.replace('{{page}}', '\\d+')}$`) })
    .map((b) => b.textContent);

export const Playground: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  play: async ({ args, canvas, loaded }) => {
    // The kit's words in the story's language (issue 36).
    const ui = uiTextsOf({ loaded });
    const page = (number: number) => fill(ui.pager.page, { page: number });
    const nav = canvas.getByRole('navigation', { name: ui.pager.nav });
    await expect(pageNumbers(nav, ui)).toEqual(['1', '2', '3']);
    await expect(canvas.getByRole('button', { name: ui.pager.prev })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: page(1) })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: page(3) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    // The window of 3 follows the current page.
    await expect(pageNumbers(nav, ui)).toEqual(['2', '3', '4']);
    await userEvent.click(canvas.getByRole('button', { name: ui.pager.next }));
    await expect(canvas.getByRole('button', { name: page(4) })).toHaveAttribute('aria-current', 'page');
  },
};

/** After a page change from the pager, focus moves to the list it pages (the new page starts at its top). */
export const FocusMovesToList: Story = {
  tags: ['no-visual'],
  args: { current: 1, last: 4 },
  render: function Render(args) {
    const [current, setCurrent] = useState(args.current);
    return (
      <>
        <h2 id="pager-list" tabIndex={-1}>
          お知らせ一覧（{current}ページ目）
        </h2>
        <Pager current={current} last={args.last} onPageChange={setCurrent} focusTargetId="pager-list" />
      </>
    );
  },
  play: async ({ canvas, loaded }) => {
    canvas.getByRole('button', { name: fill(uiTextsOf({ loaded }).pager.page, { page: 2 }) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'お知らせ一覧（2ページ目）' })).toHaveFocus();
  },
};

export const FiveOrFewerShowsAll: Story = {
  args: { current: 3, last: 5 },
  play: async ({ canvas, loaded }) => {
    await expect(pageNumbers(canvas.getByRole('navigation'), uiTextsOf({ loaded }))).toEqual(['1', '2', '3', '4', '5']);
  },
  tags: ['visual'],
};

export const LastPage: Story = {
  args: { current: 12, last: 12 },
  play: async ({ canvas, loaded }) => {
    const ui = uiTextsOf({ loaded });
    await expect(pageNumbers(canvas.getByRole('navigation'), ui)).toEqual(['10', '11', '12']);
    await expect(canvas.getByRole('button', { name: ui.pager.next })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  args: { current: 2, last: 4 },
  play: async ({ args, canvas, loaded }) => {
    canvas.getByRole('button', { name: uiTextsOf({ loaded }).pager.prev }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const SinglePageRendersNothing: Story = {
  args: { current: 1, last: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const AsLinks: Story = {
  render: () => <Pager current={2} last={8} hrefFor={(page) => `/information/list?page=${page}`} />,
  play: async ({ canvas, loaded }) => {
    const page = (number: number) => fill(uiTextsOf({ loaded }).pager.page, { page: number });
    await expect(canvas.getByRole('link', { name: page(3) })).toHaveAttribute('href', '/information/list?page=3');
    await expect(canvas.getByRole('link', { name: page(2) })).toHaveAttribute('aria-current', 'page');
  },
};

export const Phone: Story = { args: { current: 6 }, globals: { viewport: { value: 'phone' } } };

/** The kit's words follow the language toolbar (ADR 026): the same pager in English. */
export const English: Story = {
  globals: { language: 'en' },
  args: { current: 2 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};
