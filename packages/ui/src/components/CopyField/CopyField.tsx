import { clsx } from 'clsx';
import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { useUiTexts } from '../../texts';
import { Button } from '../Button';
import * as styles from './CopyField.css';

export type CopyFieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  label: string;
  value: string;
  /** A longer text (the ready-made invitation) shown in a read-only text area. */
  multiline?: boolean;
  /** Shows the value in the monospace face (codes). */
  code?: boolean;
  copyLabel?: string;
  copiedMessage?: string;
  failedMessage?: string;
};

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A read-only value with a copy button (invitation code and text). The result is announced
 * politely, and the value stays selectable so it can be copied by hand if the clipboard refuses.
 */
export function CopyField({
  label,
  value,
  multiline = false,
  code = false,
  copyLabel,
  copiedMessage,
  failedMessage,
  className,
  ...rest
}: CopyFieldProps) {
  const id = useId();
  const texts = useUiTexts().copyField;
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), 3000);
  }

  const fieldProps = {
    id,
    className: clsx(styles.value, code && styles.code),
    value,
    readOnly: true,
    onFocus: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => e.currentTarget.select(),
  };

  return (
    <div {...rest} className={clsx(styles.root, className)}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        {multiline ? <textarea {...fieldProps} rows={5} /> : <input {...fieldProps} type="text" />}
        <Button variant="secondary" className={styles.button} onClick={copy} aria-describedby={id}>
          {copyLabel ?? texts.copy}
        </Button>
      </div>
      <p className={styles.status} role="status" data-state={state}>
        {state === 'copied'
          ? (copiedMessage ?? texts.copied)
          : state === 'failed'
            ? (failedMessage ?? texts.failed)
            : ''}
      </p>
    </div>
  );
}
