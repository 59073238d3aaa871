import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

// The staff's room list: each room is the kit's Card, its title the card's link; this is the type of its lines.
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const unread = style({
  color: vars.tone.critical,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
});
