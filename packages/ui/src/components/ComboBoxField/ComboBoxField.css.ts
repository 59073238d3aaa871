import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const group = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({ paddingInlineEnd: `calc(${vars.size.touch} + ${vars.space.xs})` });

export const button = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlock: 0,
  width: vars.size.touch,
  display: 'grid',
  placeItems: 'center',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } },
});

export const popover = style({
  // Above the fields below it, which would otherwise take the suggestion's click.
  zIndex: vars.z.overlay,
  width: 'var(--trigger-width)',
  maxHeight: '16rem',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.overlay,
  fontFamily: vars.font.body,
});

export const list = style({ outline: 'none', padding: vars.space.xs });

export const item = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { fontWeight: vars.font.weightBold },
  },
});

export const empty = style({ margin: 0, padding: vars.space.md, color: vars.color.textMuted });
