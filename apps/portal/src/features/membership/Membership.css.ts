import { vars } from '@portal/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  alignItems: 'center',
});
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});
export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap' });
export const totalRow = style({ fontWeight: 700 });
export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});
export const tileButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'zoom-in',
  overflow: 'hidden',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});
export const tileImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10' });
export const overlayImage = style({ display: 'block', width: '100%', height: 'auto', maxHeight: '70vh' });
// Not a scrolling box: the whole text stays in the page's own scroll and reaches keyboards and print alike.
export const terms = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const sectionHeading = style({ fontSize: vars.font.sizeLg, margin: 0 });
export const error = style({ color: vars.tone.critical, fontWeight: 700 });
export const mono = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere', fontSize: vars.font.sizeSm });
export const signatureImage = style({ maxWidth: '100%', height: 'auto', border: `1px solid ${vars.color.border}` });
/** verify_identity: who the application is for, label and name side by side. */
export const verifyList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${verifyList} dd`, { margin: 0, fontWeight: 700 });
