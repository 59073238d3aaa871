import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({ fontFamily: vars.font.body, color: vars.color.text });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  counterReset: 'step',
});

export const step = style({
  position: 'relative',
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
  selectors: {
    // The connecting line to the previous step.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: '1rem',
      insetInlineEnd: '50%',
      width: '100%',
      height: '2px',
      background: vars.color.border,
      zIndex: 0,
    },
    '&[data-state="done"]:not(:first-child)::before, &[data-state="current"]:not(:first-child)::before': {
      background: vars.color.brand,
    },
  },
});

export const marker = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
  selectors: {
    [`${step}[data-state="done"] &`]: {
      background: vars.color.brandSubtle,
      borderColor: vars.color.brand,
      color: vars.color.brand,
    },
    [`${step}[data-state="current"] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

export const label = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  lineHeight: vars.font.lineHeightTight,
  selectors: {
    [`${step}[data-state="current"] &`]: { color: vars.color.text, fontWeight: vars.font.weightBold },
  },
});
