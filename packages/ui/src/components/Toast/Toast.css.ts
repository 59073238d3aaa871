import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });
// Radix sets these on the toast while a finger drags it, and where it let go.
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(100vw)' },
});

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const viewport = style({
  position: 'fixed',
  insetInline: vars.space.md,
  // Above the phone bottom nav, so a toast never hides the menu.
  bottom: `calc(${vars.size.bottomNavHeight} + ${vars.space.md})`,
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
  // F8 focuses the list itself.
  selectors: { '&:focus-visible': focusRing },
  '@media': { [media.sidebar]: { bottom: vars.space.lg } },
});

export const item = style({
  width: 'min(480px, 100%)',
  pointerEvents: 'auto',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': {
      transform: 'translateX(0)',
      transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
    },
    '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.motion.durationFast} ${vars.motion.easing} forwards` },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: { '&[data-swipe="cancel"]': { transition: 'none' }, '&[data-swipe="end"]': { animation: 'none' } },
    },
  },
});

export const toast = style({
  boxSizing: 'border-box',
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: 'min(480px, 100%)',
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.overlay,
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
  animation: `${enter} ${vars.motion.durationBase} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
  selectors: {
    '&[data-tone="critical"]': { background: vars.tone.critical, color: vars.color.textOnTone },
    '&[data-tone="positive"]': { background: vars.tone.positive, color: vars.color.textOnTone },
  },
});

export const message = style({ flex: 1, margin: 0, paddingBlock: vars.space.xs });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '0' },
    '&:hover': { background: 'rgba(255, 255, 255, 0.15)' },
  },
});
