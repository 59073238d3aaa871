import type { ComponentProps } from 'react';
import { useUiTexts } from '../../texts';
import * as styles from './Button.css';

// `danger` is for destructive or reporting actions (the red report button of a public post).
export const buttonVariants = ['primary', 'secondary', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  /** While true the button reads `sendingLabel` (the kit's 送信中… by default) and ignores clicks, so a form is not sent twice. */
  sending?: boolean;
  sendingLabel?: string;
};

export function Button({
  variant = 'primary',
  sending = false,
  sendingLabel,
  type = 'button',
  disabled,
  children,
  className,
  ...rest
}: ButtonProps) {
  const texts = useUiTexts();
  return (
    <button
      {...rest}
      type={type}
      className={className ? `${styles.button} ${className}` : styles.button}
      data-variant={variant}
      aria-busy={sending || undefined}
      disabled={disabled || sending}
    >
      {sending ? (sendingLabel ?? texts.common.sending) : children}
    </button>
  );
}
