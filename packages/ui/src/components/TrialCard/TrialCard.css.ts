import { style } from '@vanilla-extract/css';
import { surface } from '../../styles/surface.css';
import { vars } from '../../styles/vars.css';

// The kit's grid surface, sunk when the booking is cancelled.
export const card = style([
  surface({ padding: 'md' }),
  {
    gap: vars.space.sm,
    selectors: { '&[data-status="cancelled"]': { background: vars.color.surfaceSunken } },
  },
]);

export const receipt = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold, minWidth: 0 });

export const wishes = style({ margin: 0, padding: 0, listStyle: 'none' });

export const undated = style({ fontWeight: vars.font.weightBold, color: vars.tone.caution });
