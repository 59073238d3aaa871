import { vars } from '@portal/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

// The arrangement is the kit's Stack / Inline; this holds the booking pages' own look.
export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `2px solid ${vars.color.border}`,
});

export const kidTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const rowError = style({ display: 'block', color: vars.tone.critical, fontWeight: vars.font.weightBold });

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
