import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

// The box itself is the kit's surface (styles/surface.css.ts); this adds the card's inner rhythm.
export const card = style({
  lineHeight: vars.font.lineHeight,
  position: 'relative',
  selectors: {
    '&[data-elevation="flat"]': { boxShadow: vars.elevation.none },
    '&[data-tone="muted"]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
    '&[data-tone="caution"]': { borderColor: vars.tone.caution },
    '&:has(a[data-card-link]:hover)': { borderColor: vars.color.borderStrong },
    '&:has(a[data-card-link]:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

// One class each (not an attribute selector), so a screen's own class on the card still wins as before.
export const space = styleVariants(vars.space, (gap) => ({ gap }));

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

// The whole card is clickable through the title's link, so the card reads as one link, not many.
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});
