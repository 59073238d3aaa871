import { media, vars } from '@portal/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

// Arrangement only: the kit's pieces placed on the assessment screens.
export const stack = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  selectors: { '&[data-greyed]': { background: vars.color.surfaceSunken, color: vars.color.textMuted } },
});

export const itemHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const testName = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const subtle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

// ---- The player: a page of its own in a new tab ----

export const player = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100dvh',
  background: vars.color.surface,
  color: vars.color.text,
});

export const playerHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const playerTitle = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const backArrow = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeLg,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const playerMain = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '60rem',
  minWidth: 0,
  boxSizing: 'border-box',
  margin: '0 auto',
  padding: vars.space.md,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const overview = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const overviewTitle = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

export const position = style({ margin: 0, color: vars.color.textMuted });

// ---- The report: one A4 sheet ----

export const reportPage = style({
  boxSizing: 'border-box',
  padding: vars.space.md,
  background: vars.color.surfaceSunken,
  minHeight: '100dvh',
  // On paper the sheet is the page: no frame around it, and nothing that could push it onto a second page.
  '@media': { print: { padding: 0, background: 'none', minHeight: 0 } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: '2px' });

globalStyle(`${fact} dt`, { fontSize: vars.font.sizeXs, color: vars.color.textMuted });
globalStyle(`${fact} dd`, { margin: 0, fontWeight: vars.font.weightBold });

export const chartBlock = style({ display: 'grid', gap: vars.space.xs, breakInside: 'avoid' });

export const chartTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const chart = style({ width: '100%', height: 'auto', maxHeight: '62mm' });

export const scoreTable = style({ borderCollapse: 'collapse', fontSize: vars.font.sizeXs, width: '100%' });

globalStyle(`${scoreTable} th, ${scoreTable} td`, {
  padding: '2px 6px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

export const reportColumns = style({
  display: 'grid',
  alignItems: 'start',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' }, print: { gridTemplateColumns: '1fr 1fr' } },
});
