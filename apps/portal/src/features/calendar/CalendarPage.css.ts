import { KID_COLOR_KEYS } from '@portal/domain';
import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

// A swatch before each name: the colour the child's lessons have in the calendar.
export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '::before': { content: '""', inlineSize: '0.9em', blockSize: '0.9em', borderRadius: '50%' },
  selectors: Object.fromEntries(
    KID_COLOR_KEYS.map((key) => [`&[data-kid="${key}"]::before`, { background: vars.kid[key] }]),
  ),
});
