import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.lg,
});

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.brand}`,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexShrink: 0 });
