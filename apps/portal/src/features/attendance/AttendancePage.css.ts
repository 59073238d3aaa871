import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
});
