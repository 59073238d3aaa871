import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.raised,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const figure = style({ margin: 0, aspectRatio: '4 / 3', background: vars.color.surfaceSunken });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: vars.space.xs,
  flexGrow: 1,
  padding: vars.space.sm,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const comments = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
