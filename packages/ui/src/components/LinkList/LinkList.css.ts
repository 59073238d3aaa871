import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${vars.color.border}` });

export const link = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const body = style({ minWidth: 0, display: 'grid', gap: vars.space.xxs });

export const meta = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const title = style({
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const chevron = style({ width: '1rem', height: '1rem', color: vars.color.textMuted, flexShrink: 0 });
