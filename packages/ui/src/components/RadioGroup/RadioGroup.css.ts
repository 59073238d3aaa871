import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
  },
});
