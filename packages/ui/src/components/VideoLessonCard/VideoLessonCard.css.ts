import { style } from '@vanilla-extract/css';
import { surface, surfaceBody } from '../../styles/surface.css';
import { vars } from '../../styles/vars.css';

// The kit's grid surface; in the list of past videos the picture sits beside the words, flat.
export const card = style([
  surface({ variant: 'grid', interactive: true }),
  {
    selectors: {
      '&[data-variant="list"]': { flexDirection: 'row', alignItems: 'center', boxShadow: vars.elevation.none },
      '&[data-variant="list"]:hover': { boxShadow: vars.elevation.overlay },
    },
  },
]);

export const thumb = style({
  flexShrink: 0,
  selectors: { [`${card}[data-variant="list"] &`]: { width: '8rem' } },
});

export const play = style({ fontSize: vars.font.sizeXl });

export const body = style([surfaceBody, { justifyItems: 'start', minWidth: 0 }]);

export const meta = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
