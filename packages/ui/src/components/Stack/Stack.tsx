import { clsx } from 'clsx';
import type { ElementType } from 'react';
import type { Space } from '../../styles/sprinkles.css';
import { Box, type BoxProps } from './Box';
import * as styles from './Stack.css';

export const spaces = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const satisfies readonly Space[];

type LayoutProps<T extends ElementType> = Omit<BoxProps<T>, 'display' | 'flexDirection' | 'gap'> & {
  /** Space between children, from the spacing tokens. */
  space: Space;
};

/** Children one under another with even space (Braid's Stack): the page's and a card's vertical rhythm. */
export function Stack<T extends ElementType = 'div'>({ space, ...rest }: LayoutProps<T>) {
  return <Box display="flex" flexDirection="column" gap={space} minWidth={0} {...(rest as unknown as BoxProps<T>)} />;
}

/** Children side by side, wrapping onto the next line when narrow (badges, buttons, meta). */
export function Inline<T extends ElementType = 'div'>({ space, ...rest }: LayoutProps<T>) {
  return <Box display="flex" flexWrap="wrap" alignItems="center" gap={space} {...(rest as unknown as BoxProps<T>)} />;
}

/**
 * Equal columns from 869px (the sidebar's breakpoint), stacked below it; each child is one column.
 * `collapse={false}` keeps them side by side on a phone too; `media` makes the first a picture (at most 16rem)
 * beside the text.
 */
export function Columns<T extends ElementType = 'div'>({
  space,
  collapse = true,
  media = false,
  className,
  ...rest
}: LayoutProps<T> & { collapse?: boolean; media?: boolean }) {
  return (
    <Box
      display="flex"
      flexDirection={collapse ? { base: 'column', sidebar: 'row' } : 'row'}
      gap={space}
      className={clsx(styles.columns, media && styles.media, className)}
      {...(rest as unknown as BoxProps<T>)}
    />
  );
}

export const tileWidths = ['narrow', 'medium', 'wide'] as const;

/**
 * A grid of cards or tiles: as many equal columns as fit, each at least `tileWidth` wide (narrow 14rem, medium
 * 240px, wide 320px); one column on a phone.
 */
export function Tiles<T extends ElementType = 'div'>({
  space,
  tileWidth = 'narrow',
  className,
  ...rest
}: LayoutProps<T> & { tileWidth?: (typeof tileWidths)[number] }) {
  return (
    <Box
      display="grid"
      gap={space}
      className={clsx(styles.tiles[tileWidth], className)}
      {...(rest as unknown as BoxProps<T>)}
    />
  );
}
