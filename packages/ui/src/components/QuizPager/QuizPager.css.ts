import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { visuallyHidden } from '../../styles/utils.css';
import { vars } from '../../styles/vars.css';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const visuallyHiddenText = visuallyHidden;

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"back pages next"',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  // Phones: page numbers get their own row so they never squeeze between the buttons.
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'auto minmax(0, 1fr)', gridTemplateAreas: '"pages pages" "back next"' },
  },
});

export const back = style({
  gridArea: 'back',
  width: vars.size.touch,
  height: vars.size.touch,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.font.sizeLg,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const pages = style({
  gridArea: 'pages',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
});

export const page = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  selectors: {
    '&[data-done]': {
      background: vars.color.brandSubtle,
      color: vars.color.brandStrong,
      borderColor: vars.color.brandSubtle,
    },
    '&[aria-current="step"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      borderColor: vars.color.brand,
    },
  },
});

export const next = style({
  gridArea: 'next',
  justifySelf: 'end',
  minHeight: vars.size.touch,
  minWidth: '6rem',
  paddingInline: vars.space.lg,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandStrong },
    '&[data-last]': { background: vars.tone.positive, borderColor: vars.tone.positive },
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-busy="true"]': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});
