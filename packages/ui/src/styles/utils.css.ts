import { keyframes, style } from '@vanilla-extract/css';
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

const sweep = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

/**
 * A list or region being replaced (a filter changed, the new answer on its way): it stays as it was, at full
 * contrast (dimmed text failed WCAG's 4.5:1 while it waited), with a bar sweeping along its top edge while
 * `aria-busy="true"` (issue 31 item 28), so the page neither blanks nor looks finished.
 */
export const busyWhileLoading = style({
  position: 'relative',
  selectors: {
    '&[aria-busy="true"]': { cursor: 'progress' },
    '&[aria-busy="true"]::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: 0,
      height: '3px',
      borderRadius: '2px',
      backgroundImage: `linear-gradient(90deg, ${vars.color.brandSubtle} 0%, ${vars.color.brand} 50%, ${vars.color.brandSubtle} 100%)`,
      backgroundSize: '200% 100%',
      animation: `${sweep} 1.2s linear infinite`,
      pointerEvents: 'none',
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[aria-busy="true"]::before': { animation: 'none' } } },
  },
});
