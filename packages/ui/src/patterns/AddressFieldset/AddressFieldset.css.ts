import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const fields = style({ display: 'grid', gap: vars.space.lg, maxWidth: '40em' });
