import { vars } from '@portal/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const name = style({ margin: 0, fontWeight: vars.font.weightBold, fontSize: vars.font.sizeLg });

export const kana = style({
  fontWeight: vars.font.weightRegular,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const details = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const detailRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8em, 30%) 1fr',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '1fr', gap: vars.space.xxs } },
});

globalStyle(`${detailRow} > dt`, { color: vars.color.textMuted, fontWeight: vars.font.weightBold });

globalStyle(`${detailRow} > dd`, { margin: 0 });

export const kids = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg });

export const kid = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const error = style({ margin: 0, color: vars.tone.critical, fontWeight: vars.font.weightBold });

export const ok = style({ margin: 0, color: vars.color.text, minHeight: '1.5em' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const preview = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-start',
});

export const previewImage = style({
  inlineSize: '120px',
  blockSize: '120px',
  objectFit: 'cover',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
});

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
});
