import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-answered="true"]': { background: vars.color.surfaceSunken },
    '&[data-invalid="true"]': { borderColor: vars.tone.critical, borderWidth: '2px' },
  },
});

export const number = style({
  fontWeight: vars.font.weightBold,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.font.lineHeightTight,
});

export const legend = style({ fontWeight: vars.font.weightRegular });
