import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const group = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '16em',
  minHeight: vars.size.touch,
  paddingInlineStart: vars.space.md,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-focus-within]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-invalid]': {
      borderColor: vars.tone.critical,
      boxShadow: `inset 0 0 0 1px ${vars.tone.critical}`,
      background: vars.tone.criticalSubtle,
    },
    '&[data-disabled]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
});

export const input = style({
  display: 'flex',
  flex: 1,
  fontSize: vars.font.sizeMd,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.brand, color: vars.color.onBrand },
  },
});

export const calendarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  border: 0,
  borderInlineStart: `1px solid ${vars.color.border}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
  },
});

export const popover = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.overlay,
  color: vars.color.text,
  fontFamily: vars.font.body,
  outline: 'none',
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const navButton = style([
  calendarButton,
  { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.full },
]);

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
  paddingBottom: vars.space.xs,
  selectors: {
    'th&:first-child': { color: vars.color.sunday },
    'th&:last-child': { color: vars.color.saturday },
  },
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-weekday="sunday"]': { color: vars.color.sunday },
    '&[data-weekday="saturday"]': { color: vars.color.saturday },
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.brand, color: vars.color.onBrand, fontWeight: vars.font.weightBold },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.disabled,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
