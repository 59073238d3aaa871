import { AlertDialog, Dialog as RadixDialog } from 'radix-ui';
import { type ReactElement, type ReactNode, type RefObject, useRef } from 'react';
import { useUiTexts } from '../../texts';
import { Button } from '../Button';
import * as styles from './Dialog.css';

type OpenState = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element (usually a Button) that opens the dialog. */
  trigger?: ReactElement;
};

function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export type DialogProps = OpenState & {
  title: ReactNode;
  /** A short summary read when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  closeLabel?: string;
  /**
   * Where focus goes when the dialog closes, for a dialog opened without `trigger` (from a menu entry or a
   * link): the element that opened it. Left empty at close time, focus is left to whoever closed it (a
   * navigation moves it to the new page's heading).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/**
 * Escape pressed in a layer opened from the dialog but rendered outside it (the date picker's calendar is a
 * react-aria popover in its own portal) belongs to that layer: it closes the picker, not the dialog, so
 * nothing typed in the dialog is lost.
 */
function keepOpenForNestedLayer(content: HTMLElement | null, event: KeyboardEvent) {
  const target = event.target instanceof Node ? event.target : null;
  if (target && target !== document.body && content && !content.contains(target)) event.preventDefault();
}

/** A modal for details and filters (calendar day, announcement filters); Escape and the × close it. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  closeLabel,
  returnFocusRef,
}: DialogProps) {
  const texts = useUiTexts();
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          ref={contentRef}
          onEscapeKeyDown={(event) => keepOpenForNestedLayer(contentRef.current, event)}
          onCloseAutoFocus={(event) => {
            if (!returnFocusRef) return;
            // Without a Radix Trigger, Radix has no element to return to: name it.
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={closeLabel ?? texts.common.close}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {description !== undefined && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const confirmTones = ['brand', 'critical'] as const;
export type ConfirmTone = (typeof confirmTones)[number];

export type ConfirmDialogProps = OpenState & {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** `critical` paints the confirm button red (report, delete). */
  tone?: ConfirmTone;
  /** While the confirmed action is being sent: the confirm button shows 送信中… and ignores clicks. */
  confirming?: boolean;
};

/**
 * Asks before an action that cannot be taken back (report a post, delete a message). Focus starts on
 * cancel so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'brand',
  confirming = false,
}: ConfirmDialogProps) {
  const texts = useUiTexts();
  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel ?? texts.dialog.cancel}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: the caller closes the dialog once the action has succeeded. */}
            <Button variant={tone === 'critical' ? 'danger' : 'primary'} sending={confirming} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export type ErrorDialogProps = OpenState & {
  /** Names what failed, e.g. 「送信できませんでした」. */
  title: ReactNode;
  message: ReactNode;
  closeLabel?: string;
  /** A way on beside the close button, where closing alone leads nowhere (a full event: a link to other dates). */
  action?: ReactNode;
};

/** Reports an error that stops the user (a failed send), with a title and one button to close. */
export function ErrorDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  message,
  closeLabel,
  action,
}: ErrorDialogProps) {
  const texts = useUiTexts();
  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title} data-tone="critical">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{message}</AlertDialog.Description>
          <div className={styles.actions}>
            {action}
            <AlertDialog.Cancel asChild>
              <Button>{closeLabel ?? texts.common.close}</Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
