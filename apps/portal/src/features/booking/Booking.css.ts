import { vars } from '@portal/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `2px solid ${vars.color.border}`,
});

export const kid = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const kidHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const kidTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const desired = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14em, 1fr))',
  gap: vars.space.sm,
});

export const details = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const detailRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8em, 30%) 1fr',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '1fr', gap: vars.space.xxs } },
});

globalStyle(`${detailRow} > dt`, { color: vars.color.textMuted, fontWeight: vars.font.weightBold });

globalStyle(`${detailRow} > dd`, { margin: 0 });

export const rowError = style({ display: 'block', color: vars.tone.critical, fontWeight: vars.font.weightBold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** Spec 2 §5.7: the confirm button reads grey while the form is invalid; it stays pressable to show why. */
export const invalidSubmit = style({
  selectors: {
    '&&': { background: vars.color.textMuted, borderColor: vars.color.textMuted },
  },
});

export const muted = style({ color: vars.color.textMuted });

// Seven columns need about this width: narrower (a phone), the table scrolls sideways in its wrapper instead of
// breaking every word into a column of single characters.
export const table = style({ inlineSize: '100%', minInlineSize: '48rem', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const tableWrap = style({ overflowX: 'auto' });
