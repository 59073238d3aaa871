import { carouselDecision, SIDEBAR_BREAKPOINT } from '@portal/domain';
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

// Spec 1 §2: domain decides how many slides show from the sidebar breakpoint on (1.2: a peek at the next).
const wideSlidesPerView = carouselDecision([], SIDEBAR_BREAKPOINT).slidesPerView;

export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  paddingInlineEnd: vars.space.sm,
  '@media': { [media.sidebar]: { flex: `0 0 calc(100% / ${wideSlidesPerView})` } },
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
