import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

// The child rows' type; their box is the kit's Card and their arrangement its Inline.
export const childTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const muted = style({ color: vars.color.textMuted, margin: 0 });
