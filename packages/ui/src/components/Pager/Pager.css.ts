import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  height: vars.size.touch,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.link,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled):not([aria-current])': { background: vars.color.brandSubtle },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      cursor: 'default',
    },
    '&:disabled': { color: vars.color.disabled, borderColor: vars.color.border, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  height: vars.size.touch,
  color: vars.color.textMuted,
});

// The ellipsis pager's two rows (EllipsisPager.tsx): each entry says in which it stands.
globalStyle(`${list} > [data-shown="narrow"]`, { '@media': { [media.tablet]: { display: 'none' } } });
globalStyle(`${list} > [data-shown="wide"]`, { '@media': { [media.mobile]: { display: 'none' } } });
