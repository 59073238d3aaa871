import { style } from '@vanilla-extract/css';
import { surface } from '../../styles/surface.css';
import { vars } from '../../styles/vars.css';

// The kit's grid surface laid out as a row; it darkens on hover like a list row instead of rising.
export const tile = style([
  surface(),
  {
    flexDirection: 'row',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: '64px',
    padding: `${vars.space.md} ${vars.space.lg}`,
    fontSize: vars.font.sizeLg,
    fontWeight: vars.font.weightBold,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
]);

export const name = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const dot = style({
  flexShrink: 0,
  width: '12px',
  height: '12px',
  borderRadius: vars.radius.full,
  background: vars.tone.critical,
});

export const waiting = style({
  flexShrink: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
});

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted, fontSize: vars.font.sizeXl });
