import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const caption = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});
