import { media, vars } from '@portal/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

// The arrangement is the kit's Stack / Inline / Tiles; this holds the tables, the pictures and the print sheet.

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

/**
 * The printable form's page (spec 2 §2.6). On paper only the sheet shows: whatever neither holds it nor is
 * inside it (the header, the menus, the phone's bottom navigation, the page title, the footer) is left out,
 * and the frames that hold it lose their screen layout, so the A4 page box is the sheet's only frame.
 */
export const printPage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  // Paper breaks a plain block most predictably (the contract's forced break to the second sheet).
  '@media': { print: { display: 'block' } },
});
globalStyle(`body:has(${printPage}) *:not(:has(${printPage})):not(${printPage}):not(${printPage} *)`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`body:has(${printPage}) :has(${printPage})`, {
  '@media': {
    print: {
      display: 'block',
      position: 'static',
      margin: 0,
      padding: 0,
      border: 0,
      width: 'auto',
      maxWidth: 'none',
      minWidth: 0,
      minHeight: 0,
      height: 'auto',
      overflow: 'visible',
      boxShadow: 'none',
      background: 'transparent',
    },
  },
});
export const screenOnly = style({ margin: 0, '@media': { print: { display: 'none' } } });
export const downloadLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.link,
  fontWeight: 700,
  textDecoration: 'underline',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});

/** On a phone the course table stacks: one block per line, each cell under its label. */
export const stackTable = style({});
globalStyle(`${stackTable} td::before`, {
  '@media': {
    [media.mobile]: {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: vars.font.sizeSm,
      color: vars.color.textMuted,
    },
  },
});
globalStyle(`${stackTable} thead`, {
  '@media': {
    [media.mobile]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${stackTable} tr, ${stackTable} td`, { '@media': { [media.mobile]: { display: 'block' } } });
globalStyle(`${stackTable} tr`, {
  '@media': { [media.mobile]: { borderBottom: `1px solid ${vars.color.border}` } },
});
globalStyle(`${stackTable} td`, { '@media': { [media.mobile]: { borderBottom: 0, paddingBlock: vars.space.xs } } });
