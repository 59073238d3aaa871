import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.z.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // The border inside the token's height: the sidebar and scroll padding count on exactly headerHeight.
  boxSizing: 'border-box',
  height: vars.size.headerHeight,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [media.sidebar]: { paddingInline: vars.space.page }, [media.short]: { position: 'static' } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  minWidth: 0,
  marginInlineEnd: 'auto',
  color: vars.color.brandStrong,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const logoMark = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.sizeMd,
});

export const logoText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });

export const profile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  overflow: 'hidden',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const avatar = style({
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
});
