import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '64px',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.raised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const name = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const dot = style({
  flexShrink: 0,
  width: '12px',
  height: '12px',
  borderRadius: vars.radius.full,
  background: vars.tone.critical,
});

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted, fontSize: vars.font.sizeXl });
