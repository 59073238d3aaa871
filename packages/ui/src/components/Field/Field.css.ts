import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

// A field reached from the error summary scrolls clear of the sticky header (WCAG 2.4.11).
export const clearOfHeader = `calc(${vars.size.headerHeight} + ${vars.space.md})`;

export const field = style({
  scrollMarginBlockStart: clearOfHeader,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const fieldset = style([
  field,
  {
    border: 0,
    margin: 0,
    padding: 0,
    // Keeps the fieldset from growing past its container when a legend holds long Japanese text.
    minInlineSize: 0,
  },
]);

export const label = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  padding: 0,
  overflowWrap: 'anywhere',
  selectors: { '&[data-size="small"]': { fontSize: vars.font.sizeSm } },
});

export const badge = style({
  display: 'inline-block',
  flexShrink: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  selectors: {
    '&[data-requirement="required"]': { background: vars.tone.critical, color: vars.color.textOnTone },
    '&[data-requirement="optional"]': {
      background: vars.tone.neutralSubtle,
      color: vars.color.textMuted,
      boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
    },
  },
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const error = style({
  margin: 0,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `4px solid ${vars.tone.critical}`,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeight,
  color: vars.tone.critical,
  overflowWrap: 'anywhere',
});

/** Shared look of every text-like control (input, textarea, select) so fields line up across a form. */
export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.touch,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  // textMuted keeps the border above the 3:1 non-text contrast the Digital Agency guideline asks for.
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  // 16px stops iOS Safari from zooming into the field on focus.
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeightTight,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': {
      borderColor: vars.tone.critical,
      boxShadow: `inset 0 0 0 1px ${vars.tone.critical}`,
      background: vars.tone.criticalSubtle,
    },
    '&:disabled, &[readonly]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
    '&:disabled': { cursor: 'not-allowed' },
    '&[data-width="short"]': { maxWidth: '10em' },
    '&[data-width="medium"]': { maxWidth: '20em' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
