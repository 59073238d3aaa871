import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

export const sidebar = style({
  position: 'relative',
  boxSizing: 'border-box',
  height: '100%',
  width: vars.size.sidebar,
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  transition: `width ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: { '&[data-collapsed="true"]': { width: vars.size.sidebarCollapsed } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const toggle = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineEnd: 0,
  zIndex: 1,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.sidebarCollapsed,
  height: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSubtle } },
});

export const content = style({
  // The scroll container also contains its visually hidden texts (absolutely placed): otherwise they are
  // placed against the nav, outside the scroll, and stretch the page below the footer (a white band).
  position: 'relative',
  boxSizing: 'border-box',
  height: '100%',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.md,
  paddingInlineEnd: `calc(${vars.size.sidebarCollapsed} + ${vars.space.xs})`,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const footer = style({
  marginBlockStart: vars.space.lg,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
