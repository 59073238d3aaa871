import { createVar, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

export const columns = createVar();

export const root = style({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

export const question = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
});

export const questionLabel = style({ marginInlineEnd: vars.space.sm, color: vars.color.brand });

export const questionImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '50vh',
  marginInline: 'auto',
  borderRadius: vars.radius.md,
  objectFit: 'contain',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  gap: vars.space.sm,
  // Six choices side by side must still fit a 375px phone.
  '@media': { [media.mobile]: { gap: vars.space.xs } },
});

export const choice = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '64px',
  minWidth: vars.size.touch,
  padding: vars.space.sm,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([data-disabled])': { background: vars.color.surfaceSunken },
    '&[data-state="checked"]': {
      borderColor: vars.color.brand,
      background: vars.color.brandSubtle,
      boxShadow: `inset 0 0 0 2px ${vars.color.brand}`,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.mobile]: { paddingInline: vars.space.xxs, fontSize: vars.font.sizeSm },
  },
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75em',
  height: '1.75em',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  selectors: {
    [`${choice}[data-state="checked"] &`]: { background: vars.color.brand, color: vars.color.onBrand },
  },
});

export const choiceImage = style({ display: 'block', maxWidth: '100%', maxHeight: '160px', objectFit: 'contain' });

export const choiceLabel = style({
  overflowWrap: 'anywhere',
  textAlign: 'center',
  lineHeight: vars.font.lineHeightTight,
});
