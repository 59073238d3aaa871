import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const groupLabel = style({
  display: 'block',
  paddingInline: vars.space.sm,
  marginBlockEnd: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.04em',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeightTight,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.brandSubtle },
    '&[aria-current="page"]': {
      background: vars.color.brandSubtle,
      color: vars.color.brandStrong,
      fontWeight: vars.font.weightBold,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
  },
});

export const externalIcon = style({ flexShrink: 0, width: '16px', height: '16px', color: vars.color.textMuted });

/** The unread count: a red pill at the end of the entry, the bell's badge in a row. */
export const badge = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  minWidth: '20px',
  height: '20px',
  paddingInline: '5px',
  borderRadius: vars.radius.full,
  background: vars.tone.critical,
  color: vars.color.textOnTone,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  lineHeight: '20px',
  textAlign: 'center',
});
