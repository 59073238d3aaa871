import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const notes = style({ margin: 0, paddingInlineStart: '1.5em', display: 'grid', gap: vars.space.xs });
