import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const nickname = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
