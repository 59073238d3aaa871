import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.brand}`,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.4,
  cursor: 'pointer',
  // The same look on a link (Link's `button` variant).
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-variant="primary"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-variant="primary"]:hover:not(:disabled)': { background: vars.color.brandStrong },
    '&[data-variant="secondary"]': { background: vars.color.surface, color: vars.color.brand },
    '&[data-variant="secondary"]:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    // A toggle that is on (grid or list view): filled, so the state is seen, not only announced.
    '&[data-variant="secondary"][aria-pressed="true"], &[data-variant="secondary"][aria-pressed="true"]:hover:not(:disabled)':
      { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-variant="danger"]': {
      background: vars.tone.critical,
      borderColor: vars.tone.critical,
      color: vars.color.textOnTone,
    },
    '&[data-variant="danger"]:hover:not(:disabled)': { filter: 'brightness(0.9)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled, &[aria-busy="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
