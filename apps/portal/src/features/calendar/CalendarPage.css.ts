import { KID_COLOR_KEYS } from '@portal/domain';
import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

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

export const feed = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const feedActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
