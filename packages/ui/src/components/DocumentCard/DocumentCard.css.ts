import { style } from '@vanilla-extract/css';
import { surface, surfaceBody } from '../../styles/surface.css';
import { vars } from '../../styles/vars.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
});

// The kit's grid surface, as tall as the tallest card in its row; the link's cover is placed against it.
export const card = style([
  surface(),
  {
    height: '100%',
    position: 'relative',
    selectors: { '&:has(a[data-card-link]:hover)': { borderColor: vars.color.borderStrong } },
  },
]);

// The card's one link spreads over the whole card: a click on the picture or the title opens it too.
export const link = style({
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

// Over ImageWithFallback's own sizing (this file loads after it): the picture fills its 4:3 box.
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

// Title, comments and link; the link stays at the bottom whatever the comment's length.
export const body = style([surfaceBody, { gridTemplateRows: 'auto 1fr auto', gap: vars.space.xs, flexGrow: 1 }]);

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  selectors: { [`${card}:has(a[data-card-link]:hover) &`]: { textDecoration: 'underline' } },
});

export const comments = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
