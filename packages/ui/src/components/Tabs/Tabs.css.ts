import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  // Many children's tabs scroll sideways on a phone instead of squeezing their names.
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
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
