import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({ display: 'grid', gap: vars.space.xs, fontFamily: vars.font.body, color: vars.color.text });

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
});

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const option = style({
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  maxWidth: '100%',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[data-state="checked"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
