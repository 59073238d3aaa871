import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

// The sign-in card is the kit's Card; this keeps it to a readable width in the middle of the page.
export const card = style({ maxWidth: '480px', marginInline: 'auto' });

export const lead = style({ margin: 0, color: vars.color.textMuted });
