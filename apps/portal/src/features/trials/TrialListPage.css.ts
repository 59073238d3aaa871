import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

export const heading = style({ margin: 0, fontSize: vars.font.sizeLg });
