import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** Holds the bell's place while its code loads, so the profile icon does not jump. */
export const bellPlaceholder = style({
  display: 'inline-block',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
});
