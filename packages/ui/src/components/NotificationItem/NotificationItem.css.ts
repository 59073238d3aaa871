import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.brandSubtle,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textDecoration: 'none',
  selectors: {
    '&[data-read]': { background: vars.color.surface },
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const icon = style({
  flexShrink: 0,
  width: '32px',
  height: '32px',
  padding: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  fill: vars.color.onBrand,
  selectors: { [`${item}[data-read] &`]: { background: vars.color.textMuted } },
});

export const text = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space.xxs, overflowWrap: 'anywhere' });

export const message = style({
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  selectors: { [`${item}[data-read] &`]: { fontWeight: vars.font.weightRegular } },
});

export const month = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const dot = style({
  flexShrink: 0,
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.tone.critical,
});
