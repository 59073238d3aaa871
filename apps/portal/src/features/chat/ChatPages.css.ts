import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.md });

export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});

export const rooms = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const roomLink = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  ':hover': { borderColor: vars.color.borderStrong },
});

export const roomTitle = style({ fontWeight: vars.font.weightBold });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const unread = style({
  color: vars.tone.critical,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
});
