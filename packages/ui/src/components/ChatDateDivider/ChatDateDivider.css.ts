import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

const rule = { content: '""', flex: 1, height: '1px', background: vars.color.border } as const;

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlock: vars.space.md,
  fontFamily: vars.font.body,
  selectors: { '&::before': rule, '&::after': rule },
});

export const label = style({
  margin: 0,
  maxWidth: '80%',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
