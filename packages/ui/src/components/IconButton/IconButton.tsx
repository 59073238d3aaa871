import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'outline', 'solid'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];

export type IconButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  /** The button's name for screen readers and voice control, e.g. 「閉じる」. */
  label: string;
  /** A decorative SVG; it is hidden from assistive technology. */
  icon: ReactNode;
  variant?: IconButtonVariant;
};

/** A 44px round button that shows only an icon; `label` gives it its name. */
export function IconButton({ label, icon, variant = 'ghost', type = 'button', className, ...rest }: IconButtonProps) {
  return (
    <button {...rest} type={type} aria-label={label} className={clsx(styles.button, className)} data-variant={variant}>
      <span aria-hidden="true" style={{ display: 'contents' }}>
        {icon}
      </span>
    </button>
  );
}
