import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const avatar = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-size="sm"]': { width: '32px', height: '32px' },
    '&[data-size="md"]': { width: '44px', height: '44px' },
    '&[data-size="lg"]': { width: '96px', height: '96px' },
  },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const icon = style({ width: '70%', height: '70%', marginBlockStart: '20%' });
