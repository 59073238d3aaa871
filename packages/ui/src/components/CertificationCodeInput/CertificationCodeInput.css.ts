import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const boxes = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const digit = style({
  boxSizing: 'border-box',
  width: '3.25rem',
  height: '3.75rem',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  padding: 0,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  caretColor: vars.color.brand,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': {
      borderColor: vars.tone.critical,
      boxShadow: `inset 0 0 0 1px ${vars.tone.critical}`,
      background: vars.tone.criticalSubtle,
    },
    '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
});
