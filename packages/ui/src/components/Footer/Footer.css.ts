import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const footer = style({ marginBlockStart: vars.space.xl, background: vars.color.surface });

export const toTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: vars.size.touch,
  border: 'none',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandStrong } },
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.page}`,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.link,
  fontSize: vars.font.sizeSm,
});

export const copyright = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeXs });
