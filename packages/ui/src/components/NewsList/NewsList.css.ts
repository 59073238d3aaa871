import { style } from '@vanilla-extract/css';
import { surface } from '../../styles/surface.css';
import { vars } from '../../styles/vars.css';

// Each row is the kit's list surface (styles/surface.css.ts), one link, in a `surfaceList`.
export const link = style([surface({ variant: 'list', interactive: true })]);

export const body = style({ minWidth: 0, display: 'grid', gap: vars.space.xxs });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
});

export const title = style({
  fontWeight: vars.font.weightRegular,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
  selectors: { [`${link}[data-unread] &`]: { fontWeight: vars.font.weightBold } },
});
