import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  color: vars.color.link,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const icon = style({ flexShrink: 0, width: '20px', height: '20px' });
