import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const suffix = style({ flexShrink: 0, fontSize: vars.font.sizeMd, color: vars.color.text });
