import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9em), 1fr))',
  gap: vars.space.md,
  maxWidth: '32em',
});
