import type { ComponentProps } from 'react';
import { useUiTexts } from '../../texts';
import * as styles from './Button.css';

// `danger` is for destructive or reporting actions (the red report button of a public post).
export const buttonVariants = ['primary', 'secondary', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  /**
   * While true the button reads `sendingLabel` (the kit's 送信中… by default) and ignores presses, so a form is not
   * sent twice. It stays focusable (`aria-disabled`, not `disabled`): a focused button that turns disabled drops
   * focus to the page, and a keyboard user would start again from the top (issue 31 item 14).
   */
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
  onClick,
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
      aria-disabled={sending || undefined}
      disabled={disabled}
      onClick={(event) => {
        // A press while sending neither calls back nor submits the form.
        if (sending) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {sending ? (sendingLabel ?? texts.common.sending) : children}
    </button>
  );
}
