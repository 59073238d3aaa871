import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[data-state="open"]': { background: vars.color.brandSubtle, color: vars.color.brandStrong },
  },
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: '4px',
  insetInlineEnd: '2px',
  minWidth: '20px',
  height: '20px',
  paddingInline: '5px',
  borderRadius: vars.radius.full,
  background: vars.tone.critical,
  color: vars.color.textOnTone,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  lineHeight: '20px',
  textAlign: 'center',
});

export const panel = style({
  zIndex: vars.z.overlay,
  // Padding and border inside the width, so the panel fits a 375px phone with 8px to spare each side.
  boxSizing: 'border-box',
  width: 'min(360px, calc(100vw - 16px))',
  maxHeight: 'min(480px, 70dvh)',
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.overlay,
  fontFamily: vars.font.body,
  overflowWrap: 'anywhere',
});

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
