import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.card,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.raised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold, minWidth: 0 });

export const details = style({ margin: 0, display: 'grid', gap: vars.space.xxs });

export const row = style({ display: 'flex', gap: vars.space.sm, minWidth: 0 });

export const term = style({
  flexShrink: 0,
  width: '4em',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
});

export const value = style({ margin: 0, minWidth: 0, lineHeight: vars.font.lineHeight });

export const transfer = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.tone.infoSubtle,
});

export const transferHeading = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weightBold,
  color: vars.tone.info,
});
