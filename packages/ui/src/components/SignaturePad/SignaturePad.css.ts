import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const frame = style({
  position: 'relative',
  width: '100%',
  maxWidth: '40rem',
  border: `2px dashed ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-invalid="true"]': { borderColor: vars.tone.critical, borderStyle: 'solid' },
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const canvas = style({
  display: 'block',
  width: '100%',
  // Without this the browser scrolls the page instead of drawing on touch screens.
  touchAction: 'none',
  cursor: 'crosshair',
  borderRadius: vars.radius.md,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  maxWidth: '40rem',
});

export const status = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  selectors: { '&[data-signed="true"]': { color: vars.tone.positive, fontWeight: vars.font.weightBold } },
});
