import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

export const root = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.body,
});

export const viewport = style({ overflow: 'hidden', borderRadius: vars.radius.md });

export const container = style({ display: 'flex', touchAction: 'pan-y pinch-zoom' });

export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  paddingInlineEnd: vars.space.sm,
  // Spec 1 §2 Home: one item, and 1.2 items (a peek at the next) from 869px.
  '@media': { [media.sidebar]: { flex: `0 0 calc(100% / 1.2)` } },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const counter = style({
  minWidth: '4em',
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});
