import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  selectors: { '&[data-inline]': { display: 'inline-flex', padding: 0 } },
});

export const spinner = style({
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  // Under reduced motion the ring stays still; the visible or spoken label still says it is loading.
  '@media': { [media.reducedMotion]: { animation: 'none', borderColor: vars.color.brand } },
  selectors: {
    '&[data-size="sm"]': { width: '16px', height: '16px', borderWidth: '2px' },
    '&[data-size="md"]': { width: '32px', height: '32px' },
    '&[data-size="lg"]': { width: '48px', height: '48px', borderWidth: '4px' },
  },
});
