import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

export const frame = style({ display: 'grid', gap: vars.space.sm });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const roomName = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

/** The scrolling list; its height leaves room for the composer (fixed under 768px, spec 1 §9). */
export const scroller = style({
  height: 'min(62vh, 640px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  '@media': { 'screen and (max-width: 767px)': { height: 'calc(100dvh - 300px)', minHeight: 240 } },
});

export const inner = style({ position: 'relative', width: '100%' });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
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

export const pending = style({ opacity: 0.75 });

export const pendingNote = style({
  display: 'block',
  textAlign: 'right',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
});

/**
 * The ui composer is a bar fixed to the screen's bottom under 768px (spec 1 §2 "Chat"); in the portal the
 * bottom navigation (under 869px) holds that edge, so the bar sits just above it.
 */
export const composerAboveNav = style({
  '@media': {
    'screen and (max-width: 868px)': {
      selectors: { 'form&': { bottom: `calc(${vars.size.bottomNavHeight} + env(safe-area-inset-bottom, 0px))` } },
    },
  },
});

export const fileList = style({ margin: 0, paddingLeft: vars.space.lg });

/** Keeps the end of the page clear of the fixed composer on a phone. */
export const composerSpacer = style({
  display: 'none',
  '@media': { 'screen and (max-width: 767px)': { display: 'block', height: 120 } },
});
