import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { visuallyHidden } from '../../styles/utils.css';
import { useUiTexts } from '../../texts';
import * as styles from './Loader.css';

export const loaderSizes = ['sm', 'md', 'lg'] as const;
export type LoaderSize = (typeof loaderSizes)[number];

export type LoaderProps = ComponentProps<'span'> & {
  size?: LoaderSize;
  label?: string;
  /** Shows the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  /** Sits in a line of text or a button instead of centring in its area. */
  inline?: boolean;
};

/** A spinner that says 「読み込み中」 to screen readers through a polite status region. */
export function Loader({ size = 'md', label, showLabel = false, inline = false, className, ...rest }: LoaderProps) {
  const texts = useUiTexts();
  return (
    <span {...rest} role="status" className={clsx(styles.root, className)} data-inline={inline || undefined}>
      <span className={styles.spinner} data-size={size} aria-hidden="true" />
      <span className={showLabel ? undefined : visuallyHidden}>{label ?? texts.loader.label}</span>
    </span>
  );
}
