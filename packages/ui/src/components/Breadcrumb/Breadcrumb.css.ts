import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  marginBlockEnd: vars.space.md,
  padding: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: {
    '& + &::before': {
      content: '"›"',
      paddingInline: vars.space.sm,
      color: vars.color.textMuted,
    },
  },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  color: vars.color.link,
});

export const current = style({ color: vars.color.text });
