import { canSendChat } from '@portal/domain';
import { type ComponentProps, type FormEvent, useId, useState } from 'react';
import { useUiTexts } from '../../texts';
import * as styles from './ChatComposer.css';

export type ChatComposerProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** Controlled text; leave undefined to let the composer keep (and clear) its own. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Called with the typed text; an uncontrolled composer clears itself afterwards. */
  onSend: (text: string) => void;
  /** Opens the caller's attachment dialog; the button is hidden when omitted. */
  onAttach?: () => void;
  /** Files already chosen for this message: a message of attachments alone may be sent. */
  attachmentCount?: number;
  sending?: boolean;
  label?: string;
  placeholder?: string;
};

export function ChatComposer({
  value,
  defaultValue = '',
  onValueChange,
  onSend,
  onAttach,
  attachmentCount = 0,
  sending = false,
  label,
  placeholder,
  className,
  ...rest
}: ChatComposerProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const text = value ?? ownValue;
  const id = useId();
  const texts = useUiTexts();
  const canSend = canSendChat({ text, fileCount: attachmentCount, sending });

  const change = (next: string) => {
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSend) return;
    onSend(text);
    if (value === undefined) setOwnValue('');
  };

  return (
    <form {...rest} className={className ? `${styles.bar} ${className}` : styles.bar} onSubmit={submit}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {label ?? texts.chatComposer.label}
      </label>
      {onAttach ? (
        <button type="button" className={styles.attachButton} onClick={onAttach} disabled={sending}>
          <svg className={styles.clip} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5" />
          </svg>
          <span className={styles.visuallyHidden}>{texts.chatComposer.attach}</span>
          {attachmentCount > 0 ? (
            <span className={styles.count}>
              <span className={styles.visuallyHidden}>{texts.chatComposer.countBefore}</span>
              {attachmentCount}
              <span className={styles.visuallyHidden}>{texts.chatComposer.countAfter}</span>
            </span>
          ) : null}
        </button>
      ) : null}
      {/* Enter inserts a line break: Japanese input confirms conversions with Enter, so only the button sends. */}
      <textarea
        id={id}
        className={styles.textarea}
        value={text}
        placeholder={placeholder ?? texts.chatComposer.placeholder}
        rows={2}
        onChange={(event) => change(event.target.value)}
      />
      <button type="submit" className={styles.sendButton} disabled={!canSend} aria-busy={sending || undefined}>
        {sending ? texts.common.sending : texts.chatComposer.send}
      </button>
    </form>
  );
}
