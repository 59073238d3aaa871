import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

export const sheet = style({
  boxSizing: 'border-box',
  width: '210mm',
  maxWidth: '100%',
  minHeight: '297mm',
  marginInline: 'auto',
  padding: '12mm',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.elevation.overlay,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
  '@media': {
    [media.mobile]: { padding: vars.space.md, minHeight: 'auto' },
    // On paper the page box (@page, A4 with 12mm margins) is the sheet: no frame, shadow or screen padding.
    print: {
      width: 'auto',
      maxWidth: 'none',
      minHeight: 0,
      margin: 0,
      padding: 0,
      boxShadow: 'none',
      fontSize: '9.5pt',
      color: vars.color.text,
      background: 'transparent',
    },
  },
});

export const header = style({
  breakAfter: 'avoid',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
  paddingBottom: vars.space.sm,
  borderBottom: `2px solid ${vars.color.text}`,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

export const printButton = style({
  flexShrink: 0,
  minHeight: vars.size.touch,
  paddingInline: vars.space.lg,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.body,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  '@media': { print: { display: 'none' } },
});

export const status = style({ margin: 0, padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  // Paper: the form's blocks closer together, so the whole form is the first sheet.
  '@media': { print: { gap: '3mm' } },
});

export const date = style({ margin: 0, textAlign: 'end' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const block = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  breakInside: 'avoid',
  minWidth: 0,
});

export const blockHeading = style({
  margin: 0,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.text}`,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

const cell = {
  border: `1px solid ${vars.color.borderStrong}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  '@media': { print: { borderColor: vars.color.text } },
} as const;

export const th = style({
  ...cell,
  width: '8em',
  background: vars.color.surfaceSunken,
  fontWeight: vars.font.weightBold,
  // Keep the shaded label column when the browser would drop backgrounds.
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});

export const td = style({ ...cell, height: '1.9em', '@media': { print: { height: '1.6em' } } });

// Course and programme names wrap between words (at the space of 「ロボット教室 プライマリー」), never inside one.
export const courseTable = style({});
globalStyle(`${courseTable} td, ${courseTable} th`, { wordBreak: 'keep-all', overflowWrap: 'break-word' });
// Its column headers share the width: the 8em of a row label, three times, is wider than a phone.
globalStyle(`${courseTable} th`, { width: 'auto' });

export const signatureBlock = style({ breakInside: 'avoid' });

/** The declaration and, beside it, the signature: one row on the sheet, stacked on a phone. */
export const signatureRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 62mm)',
  gap: vars.space.md,
  alignItems: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  padding: vars.space.sm,
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    print: { gridTemplateColumns: 'minmax(0, 1fr) 62mm', borderColor: vars.color.text },
  },
});

export const declaration = style({ margin: 0 });

export const signatureBox = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '24mm',
  borderBottom: `1px solid ${vars.color.text}`,
});
globalStyle(`${signatureBox} img`, {
  display: 'block',
  maxWidth: '100%',
  maxHeight: '28mm',
  width: 'auto',
  height: 'auto',
});

export const totalRow = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeMd });

export const check = style({ display: 'inline-flex', gap: vars.space.xxs, marginInlineEnd: vars.space.md });

export const terms = style({
  display: 'grid',
  gap: vars.space.sm,
  fontSize: vars.font.sizeXs,
  // The contract and the privacy policy are the second sheet, in two columns.
  '@media': { print: { display: 'block', breakBefore: 'page', fontSize: '7.5pt', columnCount: 2, columnGap: '6mm' } },
});
globalStyle(`${terms} h2, ${terms} h3`, { breakAfter: 'avoid' });
globalStyle(`${terms} > *`, { '@media': { print: { marginBlockEnd: '2mm' } } });
