import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});

export const revision = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const box = style({
  overflowY: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
  overscrollBehavior: 'contain',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  selectors: { '&[data-read="true"]': { color: vars.tone.positive } },
});
