import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fill as fillText, type UiTexts } from '../../texts';
import { escapeRegExp, uiTextsOf } from '../../texts/storyTexts';
import { ImageWithFallback } from '../ImageWithFallback';
import { Carousel, CarouselBanner, type CarouselItem } from './Carousel';
import { CarouselPlaceholder } from './CarouselPlaceholder';

// Pictures without words: the words are the banner's text.
const banner = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 300"><rect width="800" height="300" fill="${fill}"/><circle cx="680" cy="60" r="110" fill="#fff" opacity=".15"/></svg>`,
  )}`;

const slides: CarouselItem[] = [
  { id: 'winter', label: '冬期講習のご案内', fill: '#0b62b8' },
  { id: 'trial', label: '無料体験授業 受付中', fill: '#2e7d32' },
  { id: 'contest', label: 'ロボットコンテスト出場者募集', fill: '#c2185b' },
].map(({ id, label, fill }) => ({
  id,
  label,
  content: (
    <a href={`/information/detail?informationsId=${id}`} style={{ display: 'block' }}>
      <CarouselBanner image={<ImageWithFallback src={banner(fill)} alt="" />} text={label} aspectRatio="8 / 3" />
    </a>
  ),
}));

// Issue 36: what it is, when to use it and not, which variant, accessibility (the docs page's description).
const guide =
  'マイページのおすすめ情報のように、画像や案内を 7 秒ごとに送って見せるカルーセルです。\n\n- **使う場面**：順に見せてよい案内。\n- **使わない場面**：必ず読んでほしい情報（1枚目以外は見落とされます）。\n- **バリエーションの選び方**：自動再生をやめて始めることもできます（動きを減らす設定では最初から止まっています）。\n- **アクセシビリティ**：カルーセルと各スライドに名前があり、一時停止・前へ・次へのボタンで操作できます。';

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { items: slides, label: 'おすすめ情報', autoplay: false },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const selectedLabel = (root: HTMLElement) => root.querySelector('[data-selected]')?.getAttribute('aria-label');
// A slide's name as the kit words it in the story's language (issue 36).
const slideName = (ui: UiTexts, n: number, label: string) =>
  fillText(ui.carousel.slideLabel, { n, count: slides.length, label });

export const Playground: Story = {
  // The play function changes what is on screen, so its frame depends on timing: no visual baseline.
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const region = canvas.getByRole('region', { name: 'おすすめ情報' });
    await expect(region).toHaveAttribute('aria-roledescription', ui.carousel.roleDescription);
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    await waitFor(() => expect(selectedLabel(canvasElement)).toBe(slideName(ui, 1, '冬期講習のご案内')));
    await userEvent.click(canvas.getByRole('button', { name: ui.carousel.next }));
    await waitFor(() => expect(selectedLabel(canvasElement)).toBe(slideName(ui, 2, '無料体験授業 受付中')));
    // It wraps around: back from the first is the last.
    await userEvent.click(canvas.getByRole('button', { name: ui.carousel.previous }));
    await userEvent.click(canvas.getByRole('button', { name: ui.carousel.previous }));
    await waitFor(() => expect(selectedLabel(canvasElement)).toBe(slideName(ui, 3, 'ロボットコンテスト出場者募集')));
  },
};

export const Autoplay: Story = {
  // Moves by itself: frames differ run to run, so no visual baseline.
  tags: ['no-visual'],
  args: { autoplay: true, autoplayDelay: 600 },
  play: async ({ canvas, canvasElement, loaded }) => {
    const ui = uiTextsOf({ loaded });
    const region = canvas.getByRole('region', { name: 'おすすめ情報' });
    const second = new RegExp(`^${escapeRegExp(slideName(ui, 2, ''))}`);
    await waitFor(() => expect(selectedLabel(canvasElement)).toMatch(second), { timeout: 3000 });
    // Hovering holds the slide.
    await userEvent.hover(region);
    await waitFor(() => expect(region).not.toHaveAttribute('data-rotating'));
    const held = selectedLabel(canvasElement);
    await new Promise((r) => setTimeout(r, 1000));
    await expect(selectedLabel(canvasElement)).toBe(held);
    await userEvent.unhover(region);
    await waitFor(() => expect(region).toHaveAttribute('data-rotating'));
    // Focus inside holds it too, and the pause button stops it for good.
    canvas.getByRole('button', { name: ui.carousel.pause }).focus();
    await waitFor(() => expect(region).not.toHaveAttribute('data-rotating'));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: ui.carousel.play })).toBeVisible();
    canvas.getByRole('button', { name: ui.carousel.play }).blur();
    await waitFor(() => expect(region).not.toHaveAttribute('data-rotating'));
  },
};

export const SingleItem: Story = {
  args: { items: slides.slice(0, 1) },
  play: async ({ canvas }) => {
    // One item is just the item: no slide controls.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: '冬期講習のご案内' })).toBeVisible();
  },
  tags: ['visual'],
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const BrokenImage: Story = {
  args: {
    items: slides.map((s, i) =>
      i === 0
        ? {
            ...s,
            content: (
              <CarouselBanner
                image={<ImageWithFallback src="data:image/png;base64,AAAA" alt="" />}
                text={s.label}
                aspectRatio="8 / 3"
              />
            ),
          }
        : s,
    ),
  },
};

const slideShare = (canvasElement: HTMLElement) => {
  const first = canvasElement.querySelector('[role="group"]');
  const track = first?.parentElement?.parentElement;
  return first && track ? first.getBoundingClientRect().width / track.getBoundingClientRect().width : 0;
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    // Below 869px exactly one slide fills the view.
    await expect(slideShare(canvasElement)).toBeCloseTo(1, 1);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    // From 869px a fifth of the next slide peeks in: 1.2 slides per view.
    await expect(slideShare(canvasElement)).toBeCloseTo(1 / 1.2, 1);
  },
};

/** A banner's words are text (not only inside the picture) and name its link; its focus ring is not clipped. */
export const BannerTextAndFocus: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '冬期講習のご案内' });
    await expect(canvas.getByText('冬期講習のご案内')).toBeVisible();
    link.focus();
    const ring = getComputedStyle(link);
    const reach = Number.parseFloat(ring.outlineWidth) + Number.parseFloat(ring.outlineOffset);
    const viewport = link.closest('[role="group"]')?.parentElement?.parentElement as HTMLElement;
    const a = link.getBoundingClientRect();
    const v = viewport.getBoundingClientRect();
    // The whole ring lies inside the viewport that clips the slides.
    await expect(a.left - reach).toBeGreaterThanOrEqual(v.left);
    await expect(a.top - reach).toBeGreaterThanOrEqual(v.top);
    await expect(a.bottom + reach).toBeLessThanOrEqual(v.bottom);
  },
};

/** While loading: the same height as the carousel, so the page below does not jump when it appears. */
export const Placeholder: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CarouselPlaceholder label="おすすめ情報（読み込み中）" aspectRatio="8 / 3" />
      <Carousel {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: 'おすすめ情報（読み込み中）' });
    const carousel = canvas.getByRole('region', { name: 'おすすめ情報' });
    await waitFor(() =>
      expect(placeholder.getBoundingClientRect().height).toBeCloseTo(carousel.getBoundingClientRect().height, 0),
    );
  },
};
