import { clsx } from 'clsx';
import { type ComponentProps, useState } from 'react';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> & {
  src?: string | null;
  /** Whose picture it is, e.g. 「山田 花子さんのプロフィール画像」; empty when a name is printed next to it. */
  alt: string;
  size?: AvatarSize;
};

const personPaths = (
  <>
    <circle cx="12" cy="8" r="5" fill="currentColor" />
    <path d="M2 24c0-6 4.5-9 10-9s10 3 10 9z" fill="currentColor" />
  </>
);

function PersonIcon({ label }: { label: string }) {
  return label ? (
    <svg className={styles.icon} viewBox="0 0 24 24" focusable="false" role="img" aria-label={label}>
      {personPaths}
    </svg>
  ) : (
    <svg className={styles.icon} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      {personPaths}
    </svg>
  );
}

/** A round profile or classroom picture; without a picture, or when it fails to load, a default person icon. */
export function Avatar({ src, alt, size = 'md', className, ...rest }: AvatarProps) {
  // Remember which src failed, so a new src is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  return (
    <span
      {...rest}
      className={clsx(styles.avatar, className)}
      data-size={size}
      data-fallback={showImage ? undefined : ''}
    >
      {showImage ? (
        <img className={styles.image} src={src ?? undefined} alt={alt} onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <PersonIcon label={alt} />
      )}
    </span>
  );
}
