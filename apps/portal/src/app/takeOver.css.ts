import { vars } from '@portal/ui/styles';
import { globalStyle, keyframes } from '@vanilla-extract/css';

/*
 * A page drawn on the server (ADR 036) shows before its scripts have taken it over; `<html data-ready>` says they
 * have (routes/__root.tsx). Until then a tap on a button or a box would be lost, or worse, tick a box the page
 * does not know about (issue 35). Links work as plain HTML, and so does a form with an `action` the server takes as
 * it is (sign-out): everything else does not take a tap until the page answers, and a bar along the top says the
 * page is still starting. Only the portal's own root: stories and other pages are never marked ready.
 */
const notReady = 'html:not([data-ready]) #root';

globalStyle(
  `${notReady} :is(button, input, select, textarea, label, summary, [role="button"], [role="tab"], [role="switch"])`,
  { pointerEvents: 'none' },
);
globalStyle(`${notReady} form[action] :is(button, input, label)`, { pointerEvents: 'auto' });

const sweep = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });
// Shown only if the take-over is slow enough to be noticed, and gone after ten seconds however it ends: a page whose
// scripts never come still reads, and no bar goes on for ever.
const shown = keyframes({ '0%': { opacity: 1 }, '100%': { opacity: 1 } });

globalStyle(`${notReady}:not(:empty)::before`, {
  content: '""',
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: '3px',
  zIndex: vars.z.toast,
  opacity: 0,
  backgroundImage: `linear-gradient(90deg, ${vars.color.brandSubtle} 0%, ${vars.color.brand} 50%, ${vars.color.brandSubtle} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${sweep} 1.2s linear infinite, ${shown} 9.7s linear 0.3s 1`,
  pointerEvents: 'none',
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: `${shown} 9.7s linear 0.3s 1` },
  },
});
