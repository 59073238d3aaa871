import { style } from '@vanilla-extract/css';
import { media } from '../styles/breakpoints';
import { vars } from '../styles/vars.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const swatch = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  fontSize: vars.font.sizeXs,
  overflowWrap: 'anywhere',
});

export const chip = style({ height: '56px', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });

export const name = style({ fontFamily: vars.font.mono, fontWeight: vars.font.weightBold, fontSize: vars.font.sizeSm });

export const muted = style({ color: vars.color.textMuted, fontFamily: vars.font.mono });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
});

export const bar = style({
  display: 'block',
  height: '16px',
  background: vars.color.brand,
  borderRadius: vars.radius.sm,
});

export const box = style({
  width: '96px',
  height: '64px',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const mover = style({
  display: 'block',
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  selectors: { [`${cell}:hover &`]: { transform: 'translateX(120px)' } },
  '@media': { [media.reducedMotion]: { transition: 'none !important' } },
});
