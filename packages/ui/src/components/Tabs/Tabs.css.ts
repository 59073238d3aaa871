import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

// Holds the row and the arrows that show it scrolls.
export const scroller = style({ position: 'relative', minWidth: 0 });

// The hidden side fades out over `fade`, and is clear under the arrow (`arrow` wide) so the arrow reads alone.
const arrow = '2rem';
const fade = '4rem';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  // Many children's tabs scroll sideways on a phone instead of squeezing their names.
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  // The side with more tabs fades out (a mask, so it suits any background behind the tabs).
  selectors: {
    '&[data-hidden-end]': {
      maskImage: `linear-gradient(to right, #000 calc(100% - ${fade}), transparent calc(100% - ${arrow}))`,
    },
    '&[data-hidden-start]': {
      maskImage: `linear-gradient(to left, #000 calc(100% - ${fade}), transparent calc(100% - ${arrow}))`,
    },
    '&[data-hidden-start][data-hidden-end]': {
      maskImage: `linear-gradient(to right, transparent ${arrow}, #000 ${fade}, #000 calc(100% - ${fade}), transparent calc(100% - ${arrow}))`,
    },
  },
});

// An arrow over the faded side: it says there are more tabs that way, and a press scrolls there.
export const scrollHint = style({
  position: 'absolute',
  insetBlock: 0,
  width: arrow,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: {
    '&[data-scroll-hint="start"]': { insetInlineStart: 0 },
    '&[data-scroll-hint="end"]': { insetInlineEnd: 0 },
  },
});

export const tab = style({
  flexShrink: 0,
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  maxWidth: '16em',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  transition: `color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:disabled': { color: vars.color.disabled, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const panel = style({
  minWidth: 0,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
