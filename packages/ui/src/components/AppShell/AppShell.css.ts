import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '-100px',
  zIndex: vars.z.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.link,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.overlay,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm, outline: `3px solid ${vars.color.focus}` } },
});

export const report = style({ background: vars.color.surface });

export const body = style({
  flex: 1,
  display: 'flex',
  alignItems: 'stretch',
  minWidth: 0,
});

// The sidebar only exists from 869px; below that the bottom nav and its full-screen menu replace it.
export const sidebarSlot = style({
  display: 'none',
  '@media': {
    [media.sidebar]: {
      display: 'block',
      flexShrink: 0,
      position: 'sticky',
      insetBlockStart: vars.size.headerHeight,
      alignSelf: 'flex-start',
      height: `calc(100dvh - ${vars.size.headerHeight})`,
      zIndex: vars.z.sidebar,
    },
  },
});

export const column = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  paddingBlockEnd: `calc(${vars.size.bottomNavHeight} + env(safe-area-inset-bottom, 0px))`,
  '@media': { [media.sidebar]: { paddingBlockEnd: 0 }, [media.short]: { paddingBlockEnd: 0 } },
});

export const main = style({
  flex: 1,
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: vars.space.md,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [media.sidebar]: { padding: vars.space.page } },
});

export const bottomNavSlot = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.z.bottomNav,
  // On a short screen the nav ends the page instead of covering its bottom.
  '@media': { [media.sidebar]: { display: 'none' }, [media.short]: { position: 'static' } },
});

// The shell is the whole page, so the browser's default body margin would only frame it in white.
globalStyle('body', { margin: 0 });

// WCAG 2.4.11: the sticky header (and, below 869px, the fixed bottom nav) must not cover what receives
// focus or is scrolled to (error summary, fields reached from it, the pager). Scroll padding makes the
// browser keep focused and scrolled-to elements clear of both bars.
globalStyle(`html:has(${shell})`, {
  scrollPaddingBlockStart: `calc(${vars.size.headerHeight} + ${vars.space.sm})`,
  scrollPaddingBlockEnd: `calc(${vars.size.bottomNavHeight} + env(safe-area-inset-bottom, 0px) + ${vars.space.sm})`,
  '@media': {
    [media.sidebar]: { scrollPaddingBlockEnd: vars.space.sm },
    [media.short]: { scrollPaddingBlockStart: vars.space.sm, scrollPaddingBlockEnd: vars.space.sm },
  },
});

globalStyle(`${shell} *:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
