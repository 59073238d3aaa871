import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.raised,
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
  overflow: 'hidden',
  position: 'relative',
  selectors: {
    '&[data-padding="md"]': { padding: vars.space.card },
    '&[data-padding="lg"]': { padding: vars.space.lg },
    '&[data-elevation="flat"]': { boxShadow: vars.elevation.none },
    // A course-coloured bar on the leading edge (lesson records); the colour comes from a data attribute.
    '&[data-accent]': { borderInlineStartWidth: '6px' },
    '&[data-accent="pink"]': { borderInlineStartColor: vars.course.pink },
    '&[data-accent="orange"]': { borderInlineStartColor: vars.course.orange },
    '&[data-accent="green"]': { borderInlineStartColor: vars.course.green },
    '&[data-accent="blue"]': { borderInlineStartColor: vars.course.blue },
    '&[data-accent="lightBlue"]': { borderInlineStartColor: vars.course.lightBlue },
    '&[data-accent="other"]': { borderInlineStartColor: vars.course.other },
    '&:has(a[data-card-link]:hover)': { borderColor: vars.color.borderStrong },
    '&:has(a[data-card-link]:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

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
