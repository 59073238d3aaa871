import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

const open = keyframes({ from: { height: 0 }, to: { height: 'var(--radix-accordion-content-height)' } });
const close = keyframes({ from: { height: 'var(--radix-accordion-content-height)' }, to: { height: 0 } });

export const root = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontFamily: vars.font.body,
  overflow: 'hidden',
});

export const item = style({ selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } } });

export const heading = style({ margin: 0, fontSize: vars.font.sizeMd });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const content = style({
  overflow: 'hidden',
  color: vars.color.text,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.motion.durationBase} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${close} ${vars.motion.durationBase} ${vars.motion.easing}` },
  },
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
});

export const contentInner = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });
