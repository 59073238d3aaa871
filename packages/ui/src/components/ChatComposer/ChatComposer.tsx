import { canSendChat } from '@portal/domain';
import { type ComponentProps, type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { fill, useUiTexts } from '../../texts';
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
  /**
   * The server's length limit, shown as 「12 / 2000」. Typing or pasting past it is kept (and shown in red)
   * rather than cut off, and the send button waits until the text fits: no word is lost either way.
   */
  limit?: number;
  /** The attach button, e.g. for a dialog to give focus back to when it closes. */
  attachButtonRef?: RefObject<HTMLButtonElement | null>;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
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
  limit,
  attachButtonRef,
  textareaRef,
  className,
  ...rest
}: ChatComposerProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const text = value ?? ownValue;
  const id = useId();
  const counterId = `${id}-counter`;
  const ownTextarea = useRef<HTMLTextAreaElement>(null);
  const textareaElement = textareaRef ?? ownTextarea;
  const texts = useUiTexts();
  // The server trims, then counts UTF-16 units; so does this.
  const length = text.trim().length;
  const over = limit !== undefined && length > limit;
  const near = limit !== undefined && !over && limit - length <= Math.max(5, Math.floor(limit * 0.05));
  const canSend = canSendChat({ text, fileCount: attachmentCount, sending }) && !over;

  const change = (next: string) => {
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSend) return;
    onSend(text);
    if (value === undefined) setOwnValue('');
    // The send button is disabled while sending: focus stays where the next message is typed.
    textareaElement.current?.focus();
  };

  return (
    <form {...rest} className={className ? `${styles.bar} ${className}` : styles.bar} onSubmit={submit}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {label ?? texts.chatComposer.label}
      </label>
      {onAttach ? (
        <button
          ref={attachButtonRef}
          type="button"
          className={styles.attachButton}
          onClick={onAttach}
          disabled={sending}
        >
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
      <div className={styles.field}>
        <textarea
          ref={textareaElement}
          id={id}
          className={styles.textarea}
          value={text}
          placeholder={placeholder ?? texts.chatComposer.placeholder}
          rows={2}
          aria-describedby={limit === undefined ? undefined : counterId}
          aria-invalid={over || undefined}
          onChange={(event) => change(event.target.value)}
        />
        {limit === undefined ? null : (
          <>
            <p id={counterId} className={styles.counter} data-state={over ? 'over' : near ? 'near' : 'normal'}>
              <span aria-hidden="true">
                {length} / {limit}
              </span>
              <span className={styles.visuallyHidden}>{fill(texts.textArea.limit, { limit })}</span>
            </p>
            {/* Polite and only near the limit: a count read out on every keystroke would drown the typing. */}
            <p className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
              {over
                ? fill(texts.textArea.over, { count: length - limit })
                : near
                  ? fill(texts.textArea.remaining, { count: limit - length })
                  : ''}
            </p>
          </>
        )}
      </div>
      <button type="submit" className={styles.sendButton} disabled={!canSend} aria-busy={sending || undefined}>
        {sending ? texts.common.sending : texts.chatComposer.send}
      </button>
    </form>
  );
}
