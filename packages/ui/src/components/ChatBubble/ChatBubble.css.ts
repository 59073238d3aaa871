import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const row = style({
  display: 'flex',
  boxSizing: 'border-box',
  maxWidth: '100%',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: {
    // Spec 1 §2 "Chat": the guardian's messages on the right, the classroom's on the left.
    '&[data-sender="guardian"]': { flexDirection: 'row-reverse' },
  },
});

export const icon = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.brandSubtle,
  border: `1px solid ${vars.color.border}`,
});

export const body = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  // Shrinks with the row (a photo or a long word never pushes the bubble past the list's edge).
  flex: '0 1 auto',
  maxWidth: 'min(36rem, 85%)',
  selectors: { [`${row}[data-sender="guardian"] &`]: { justifyItems: 'end' } },
});

export const sender = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
});

export const line = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
  selectors: { [`${row}[data-sender="guardian"] &`]: { flexDirection: 'row-reverse' } },
});

export const bubble = style({
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  selectors: {
    [`${row}[data-sender="classroom"] &`]: { borderStartStartRadius: vars.radius.sm },
    [`${row}[data-sender="guardian"] &`]: {
      background: vars.color.brandSubtle,
      borderColor: vars.color.brandSubtle,
      borderStartEndRadius: vars.radius.sm,
    },
    [`${row}[data-deleted] &`]: { background: vars.color.surface, borderStyle: 'dashed' },
  },
});

export const content = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: vars.font.lineHeight });

export const deleted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const attachments = style({
  listStyle: 'none',
  margin: 0,
  marginTop: vars.space.xs,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const attachmentItem = style({ minWidth: 0, maxWidth: '100%' });

export const attachment = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minHeight: vars.size.touch,
  color: vars.color.link,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusRing },
});

export const clip = style({
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
});

export const iconGlyph = style({ width: '24px', height: '24px', fill: vars.color.brand });

export const imageButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
  borderRadius: vars.radius.md,
});

export const initial = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.brand,
});

export const thumbnail = style({
  display: 'block',
  maxWidth: 'min(200px, 100%)',
  height: 'auto',
  maxHeight: '200px',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
});

export const meta = style({
  flexShrink: 0,
  // The delete control's words stack rather than widen the row on a phone.
  maxWidth: '5.5rem',
  display: 'grid',
  gap: vars.space.xxs,
  justifyItems: 'start',
  selectors: { [`${row}[data-sender="guardian"] &`]: { justifyItems: 'end' } },
});

export const time = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted, whiteSpace: 'nowrap' });

// Hidden until the row is hovered, tapped or the button itself gets focus (spec 1 §2 "Chat").
export const deleteButton = style({
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.tone.critical}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.tone.critical,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  opacity: 0,
  // An unrevealed control must not catch a stray tap.
  pointerEvents: 'none',
  transition: `opacity ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${row}[data-revealed] &`]: { opacity: 1, pointerEvents: 'auto' },
    '&:focus-visible': { ...focusRing, opacity: 1, pointerEvents: 'auto' },
    '&:focus': { opacity: 1, pointerEvents: 'auto' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
