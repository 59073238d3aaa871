import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.z.overlay,
  animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const content = style({
  boxSizing: 'border-box',
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.z.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: `min(560px, calc(100vw - ${vars.space.md} * 2))`,
  maxHeight: `calc(100dvh - ${vars.space.xl})`,
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.overlay,
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
  animation: `${rise} ${vars.motion.durationBase} ${vars.motion.easing}`,
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
    [media.mobile]: { padding: vars.space.md },
  },
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  selectors: { '&[data-tone="critical"]': { color: vars.tone.critical } },
});

export const description = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  marginBlock: `calc(${vars.space.sm} * -1)`,
  marginInlineEnd: `calc(${vars.space.sm} * -1)`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});
