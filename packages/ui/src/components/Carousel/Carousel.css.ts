import { globalStyle, style } from '@vanilla-extract/css';
import { carouselSlidesPerView, media } from '../../styles/breakpoints';
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
  '@media': { [media.sidebar]: { flex: `0 0 calc(100% / ${carouselSlidesPerView.wide})` } },
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

// The viewport clips what overflows it, so a focused banner's ring is drawn inside its edge (WCAG 2.4.7).
globalStyle(`${slide} :focus-visible`, { outlineOffset: '-3px' });

/** A banner: the picture with its words laid over it as real text (WCAG 1.4.5), at the picture's ratio. */
export const banner = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

globalStyle(`${banner} > img`, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const bannerText = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: 'rgba(0, 0, 0, 0.68)',
  color: '#ffffff',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  '@media': { [media.sidebar]: { fontSize: vars.font.sizeMd, padding: `${vars.space.sm} ${vars.space.md}` } },
});

/** Holds the carousel's place while it loads: the same slide box and control row, so nothing shifts. */
export const placeholderSlide = style({ display: 'block', borderRadius: vars.radius.md });

export const placeholderControls = style({ height: vars.size.touch });
