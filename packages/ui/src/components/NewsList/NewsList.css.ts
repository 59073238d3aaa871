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

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
});

export const title = style({
  fontWeight: vars.font.weightRegular,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
  selectors: { [`${link}[data-unread] &`]: { fontWeight: vars.font.weightBold } },
});
