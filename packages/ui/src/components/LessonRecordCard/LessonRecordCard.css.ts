import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const kid = style({ fontWeight: vars.font.weightBold });

export const month = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
