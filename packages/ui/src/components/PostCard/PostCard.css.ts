import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.raised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textDecoration: 'none',
  transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { boxShadow: vars.elevation.overlay },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const figure = style({ display: 'block', aspectRatio: '4 / 3', background: vars.color.surfaceSunken });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const noImage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const body = style({ display: 'grid', gap: vars.space.xxs, padding: vars.space.sm, overflowWrap: 'anywhere' });

export const title = style({ fontWeight: vars.font.weightBold, lineHeight: vars.font.lineHeightTight });

export const nickname = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
