import { clsx } from 'clsx';
import { type ComponentProps, useState } from 'react';
import { fill, useUiTexts } from '../../texts';
import * as styles from './ImageWithFallback.css';

export type ImageWithFallbackProps = ComponentProps<'img'> & {
  /** A default picture tried first when `src` is missing or fails (the carousel's default banner). */
  fallbackSrc?: string;
  /** Shown when no picture can be loaded. */
  fallbackText?: string;
};

/**
 * An image that never shows a broken icon: it falls back to `fallbackSrc`, then to a text box saying
 * 「画像を読み込めませんでした」 with the same size.
 */
export function ImageWithFallback({
  src,
  alt = '',
  fallbackSrc,
  fallbackText: fallbackTextProp,
  className,
  style,
  width,
  height,
  ...rest
}: ImageWithFallbackProps) {
  // Sources that failed, so a new src prop is tried again instead of staying on the fallback.
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const texts = useUiTexts().imageWithFallback;
  const fallbackText = fallbackTextProp ?? texts.failed;
  const candidate = [src, fallbackSrc].find((s): s is string => Boolean(s) && !failed.has(s as string));
  if (candidate === undefined) {
    return (
      <span
        className={clsx(styles.fallback, className)}
        style={{ width, height, ...style }}
        role="img"
        aria-label={alt ? fill(texts.named, { alt, text: fallbackText }) : fallbackText}
        data-fallback=""
      >
        <span aria-hidden="true">{fallbackText}</span>
      </span>
    );
  }
  return (
    <img
      {...rest}
      key={candidate}
      src={candidate}
      alt={alt}
      width={width}
      height={height}
      style={style}
      className={clsx(styles.image, className)}
      onError={() => setFailed((prev) => new Set(prev).add(candidate))}
    />
  );
}
