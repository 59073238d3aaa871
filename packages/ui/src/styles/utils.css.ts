import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** Hidden on screen, still read by screen readers (labels of icon-only controls, live text). */
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

/** The kit's one focus ring, so keyboard users see the same cue everywhere. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/**
 * A list or region being replaced (a filter changed, the new answer on its way): it stays readable but dimmed
 * while `aria-busy="true"` (issue 31 item 28), so the page neither blanks nor looks finished.
 */
export const busyWhileLoading = style({
  transition: 'opacity 120ms ease-out',
  selectors: { '&[aria-busy="true"]': { opacity: 0.55, cursor: 'progress' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
