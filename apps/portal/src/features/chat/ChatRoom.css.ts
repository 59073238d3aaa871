import { breakpoints, vars } from '@portal/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Under 869px the bottom menu holds the screen's bottom edge and the composer is a bar fixed above it; on a short
 * screen (400 % zoom, issue 31 item 16) neither is fixed and the composer stays in the page.
 */
const FIXED = `screen and (max-width: 868px) and (min-height: ${breakpoints.shortMax + 1}px)`;
/** The fixed composer's height (two lines of text, the counter and the bar's padding). */
const COMPOSER_HEIGHT = '132px';
const BELOW_BARS = `calc(${vars.size.bottomNavHeight} + env(safe-area-inset-bottom, 0px) + ${COMPOSER_HEIGHT})`;

export const roomName = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

/** The scrolling list; its height leaves room for the composer (fixed under 768px, spec 1 §9). */
export const scroller = style({
  height: 'min(62vh, 640px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  '@media': {
    [FIXED]: {
      height: 'calc(100dvh - 340px)',
      minHeight: 240,
      // Scrolled into view on open, the list ends above the composer and the bottom menu.
      scrollMarginBottom: BELOW_BARS,
    },
  },
});

export const inner = style({ position: 'relative', width: '100%' });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  // The padding inside the width: own messages on the right were cut by it (issue 31 item 10).
  boxSizing: 'border-box',
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

export const status = style({
  margin: 0,
  padding: vars.space.xs,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const pendingNote = style({
  margin: 0,
  textAlign: 'right',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
});

export const failedNote = style({ color: vars.tone.critical, fontWeight: vars.font.weightBold });

export const viewerImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70dvh',
  height: 'auto',
  objectFit: 'contain',
});

/**
 * The ui composer is a bar fixed to the screen's bottom under 768px (spec 1 §2 "Chat"); in the portal the
 * bottom navigation (under 869px) holds that edge, so the bar sits just above it.
 */
export const composerAboveNav = style({
  '@media': {
    // 768-868px too: the in-page composer sat under the bottom menu there (issue 31 item 10).
    [FIXED]: {
      selectors: {
        'form&': {
          position: 'fixed',
          insetInline: 0,
          zIndex: vars.z.bottomNav,
          bottom: `calc(${vars.size.bottomNavHeight} + env(safe-area-inset-bottom, 0px))`,
        },
      },
    },
  },
});

// What gets focus or is scrolled to (a message's 「メッセージを削除」) stays clear of the fixed composer and
// the bottom menu (WCAG 2.4.11); doubled :has() outranks the shell's own scroll padding.
globalStyle(`html:has(${composerAboveNav}):has(${composerAboveNav})`, {
  '@media': { [FIXED]: { scrollPaddingBlockEnd: BELOW_BARS } },
});

export const fileList = style({ margin: 0, paddingLeft: vars.space.lg });

/** Keeps the end of the page clear of the fixed composer on a phone. */
export const composerSpacer = style({
  display: 'none',
  '@media': { [FIXED]: { display: 'block', height: COMPOSER_HEIGHT } },
});
