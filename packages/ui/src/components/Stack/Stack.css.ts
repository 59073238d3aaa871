import { globalStyle, style } from '@vanilla-extract/css';

export const columns = style({});

// Each child of Columns is one equal column that may shrink below its content's width.
globalStyle(`${columns} > *`, { flex: '1 1 0', minWidth: 0 });
