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
  selectors: { '&[data-status="cancelled"]': { background: vars.color.surfaceSunken } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const receipt = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold, minWidth: 0 });

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

export const wishes = style({ margin: 0, padding: 0, listStyle: 'none' });

export const undated = style({ fontWeight: vars.font.weightBold, color: vars.tone.caution });
