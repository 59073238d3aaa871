import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const bone = style({
  display: 'block',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.6s ${vars.motion.easing} infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
  selectors: {
    '&[data-shape="text"]': { height: '1em', marginBlock: '0.35em' },
    '&[data-shape="rect"]': { height: '120px', borderRadius: vars.radius.md },
    '&[data-shape="circle"]': { width: '48px', height: '48px', borderRadius: vars.radius.full },
  },
});

export const lines = style({ display: 'block', width: '100%' });
