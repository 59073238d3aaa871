import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.touch,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
});

export const root = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  width: '52px',
  height: '32px',
  padding: '2px',
  // The track is 32px tall; ::before stretches the hit area to 48px without changing the look.
  margin: '6px 0',
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  transition: `background ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: {
    '&::before': { content: '""', position: 'absolute', inset: '-8px -2px' },
    '&[data-state="checked"]': { background: vars.color.brand, borderColor: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.7 },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const thumb = style({
  display: 'block',
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.elevation.raised,
  transition: `transform ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: { '&[data-state="checked"]': { transform: 'translateX(20px)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const description = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
