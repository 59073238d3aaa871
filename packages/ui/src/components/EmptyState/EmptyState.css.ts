import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
});

export const icon = style({ color: vars.color.borderStrong });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const description = style({ margin: 0, fontSize: vars.font.sizeSm, maxWidth: '40em' });

export const action = style({ marginBlockStart: vars.space.sm });
