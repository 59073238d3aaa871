import { media, vars } from '@portal/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

// The arrangement is the kit's Stack / Inline; this holds the looks of the assessment screens of their own.
export const testName = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const subtle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

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

// Names and scores are text at 12 px or more on every screen (issue 31): on a phone the name takes its own line.
export const chart = style({ display: 'grid', gap: '2px', margin: 0 });

export const chartRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 4.5rem',
  gridTemplateAreas: '"label label" "bar score"',
  alignItems: 'center',
  columnGap: vars.space.xs,
  fontSize: vars.font.sizeXs,
  lineHeight: 1.4,
  '@media': {
    [media.tablet]: { gridTemplateColumns: '11rem minmax(0, 1fr) 4.5rem', gridTemplateAreas: '"label bar score"' },
    print: { gridTemplateColumns: '11rem minmax(0, 1fr) 4.5rem', gridTemplateAreas: '"label bar score"' },
  },
});

export const chartLabel = style({ gridArea: 'label' });

export const chartBar = style({ gridArea: 'bar', display: 'block', width: '100%', height: '1rem' });

export const chartScore = style({ gridArea: 'score', fontVariantNumeric: 'tabular-nums' });

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
