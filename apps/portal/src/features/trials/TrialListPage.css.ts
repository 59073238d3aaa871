import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

export const heading = style({ margin: 0, fontSize: vars.font.sizeLg });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
});
