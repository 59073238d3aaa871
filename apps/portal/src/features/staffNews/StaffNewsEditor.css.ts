import { style } from '@vanilla-extract/css';

/** A long file name (a handout's full title) breaks inside the line instead of widening a phone's page. */
export const fileName = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const fileList = style({ listStyle: 'none', margin: 0, padding: 0 });
