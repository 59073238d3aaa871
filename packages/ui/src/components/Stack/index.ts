export { Box, type BoxProps } from './Box';
export { Columns, Inline, Stack, spaces, Tiles, tileWidths } from './Stack';
