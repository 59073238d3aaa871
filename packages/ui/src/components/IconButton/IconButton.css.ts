import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const button = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-variant="ghost"]': { background: 'transparent', color: vars.color.text },
    '&[data-variant="ghost"]:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    '&[data-variant="outline"]': {
      background: vars.color.surface,
      color: vars.color.brand,
      borderColor: vars.color.border,
    },
    '&[data-variant="outline"]:hover:not(:disabled)': { background: vars.color.brandSubtle },
    '&[data-variant="solid"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-variant="solid"]:hover:not(:disabled)': { background: vars.color.brandStrong },
    '&:disabled': { color: vars.color.disabled, cursor: 'not-allowed' },
    '&[data-variant="solid"]:disabled': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
