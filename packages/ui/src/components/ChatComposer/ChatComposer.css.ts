import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const bar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontFamily: vars.font.body,
  '@media': {
    // Spec 1 §2 "Chat" / §9: under 768px the composer is a bar fixed to the bottom of the screen.
    [media.chatMobile]: {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: vars.z.bottomNav,
      paddingBottom: `calc(${vars.space.sm} + env(safe-area-inset-bottom))`,
    },
  },
});

export const field = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space.xxs });

export const counter = style({
  margin: 0,
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
  textAlign: 'end',
  selectors: {
    '&[data-state="near"]': { color: vars.color.text, fontWeight: vars.font.weightBold },
    '&[data-state="over"]': { color: vars.tone.critical, fontWeight: vars.font.weightBold },
  },
});

export const textarea = style({
  flex: 1,
  minWidth: 0,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.touch,
  maxHeight: '10rem',
  resize: 'vertical',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeightTight,
  selectors: { '&:focus-visible': focusRing },
});

const buttonBase = {
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.body,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
} as const;

export const attachButton = style({
  ...buttonBase,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeLg,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const count = style({
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  color: vars.color.brand,
});

export const sendButton = style({
  ...buttonBase,
  paddingInline: vars.space.lg,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.sizeMd,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandStrong },
    '&:focus-visible': focusRing,
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});

export const clip = style({
  width: '22px',
  height: '22px',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
});
