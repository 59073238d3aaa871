import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const bar = style({
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.raised,
  paddingBlockEnd: 'env(safe-area-inset-bottom, 0px)',
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  height: vars.size.bottomNavHeight,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  width: '100%',
  height: '100%',
  padding: vars.space.xxs,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeXs,
  lineHeight: vars.font.lineHeightTight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"], &[aria-expanded="true"]': {
      color: vars.color.brandStrong,
      fontWeight: vars.font.weightBold,
    },
  },
});

export const menu = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
});

export const menuHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.headerHeight,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const menuTitle = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const menuBody = style({
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.md,
});

export const menuFooter = style({
  marginBlockStart: vars.space.lg,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

// The menu is portalled outside the shell, so the shell's focus ring does not reach it: same ring here.
globalStyle(`${menu} :focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
