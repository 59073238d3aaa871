import { clsx } from 'clsx';
import type { ComponentProps, CSSProperties } from 'react';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export type SkeletonProps = ComponentProps<'span'> & {
  shape?: SkeletonShape;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** For `text`: how many lines; the last is shorter, like a paragraph's end. */
  lines?: number;
};

/**
 * A placeholder in the shape of content still loading. Hidden from screen readers: the region that
 * is loading says so (aria-busy, or a Loader).
 */
export function Skeleton({ shape = 'text', width, height, lines = 1, className, style, ...rest }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span {...rest} aria-hidden="true" className={clsx(styles.lines, className)} style={{ width, ...style }}>
        {Array.from({ length: lines }, (_, i) => (
          <span
            // Lines are identical placeholders; their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder list
            key={i}
            className={styles.bone}
            data-shape="text"
            style={{ width: i === lines - 1 ? '60%' : '100%', height }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      {...rest}
      aria-hidden="true"
      className={clsx(styles.bone, className)}
      data-shape={shape}
      style={{ width, height, ...style }}
    />
  );
}
