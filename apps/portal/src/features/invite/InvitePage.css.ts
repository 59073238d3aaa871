import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

export const notes = style({ margin: 0, paddingInlineStart: '1.5em', display: 'grid', gap: vars.space.xs });
