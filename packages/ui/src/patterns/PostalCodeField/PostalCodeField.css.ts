import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const input = style({ flex: '0 1 10em' });

export const status = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted, minHeight: '1em' });
