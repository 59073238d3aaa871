import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

// The boxes are drawn by the kit; input-otp lays its one transparent input over them.
export const boxes = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', width: 'fit-content' });

export const digit = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.25rem',
  height: '3.75rem',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  selectors: {
    '&[data-active]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-invalid]': {
      borderColor: vars.tone.critical,
      boxShadow: `inset 0 0 0 1px ${vars.tone.critical}`,
      background: vars.tone.criticalSubtle,
    },
    '&[data-disabled]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
});

const blink = keyframes({ '50%': { opacity: 0 } });

export const caret = style({
  width: '2px',
  height: '1.5rem',
  background: vars.color.brand,
  animation: `${blink} 1s step-end infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
