import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const columns = style({});

// Each child of Columns is one equal column that may shrink below its content's width.
globalStyle(`${columns} > *`, { flex: '1 1 0', minWidth: 0 });

// `media`: the first column is a picture up to 16rem wide beside the text that takes the rest.
export const media = style({});
globalStyle(`${columns}${media} > :first-child`, { flex: '0 1 16rem', boxSizing: 'border-box' });

// Tiles: as many equal columns as fit, each at least this wide (never wider than the row on a narrow phone).
export const tiles = styleVariants({ narrow: '14rem', medium: '240px', wide: '320px' }, (min) => ({
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${min}), 1fr))`,
}));
