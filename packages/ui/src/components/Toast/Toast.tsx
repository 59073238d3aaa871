import { clsx } from 'clsx';
import { Toast as RadixToast } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { timings } from '../../styles/timings';
import { fill, useUiTexts } from '../../texts';
import * as styles from './Toast.css';

export const toastTones = ['neutral', 'positive', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

/** Spec 1 §2 / §9: the missing-video toast (the spec's only toast) stays this long; the kit uses it for every toast. */
export const TOAST_DURATION_MS: number = timings.toastMs;

export type ToastProps = Omit<ComponentProps<'div'>, 'children'> & {
  message: ReactNode;
  tone?: ToastTone;
  onClose?: () => void;
  closeLabel?: string;
};

/** One toast as it looks; `ToastProvider` places, announces, times and removes them (radix Toast). */
export function Toast({ message, tone = 'neutral', onClose, closeLabel, className, ...rest }: ToastProps) {
  const texts = useUiTexts();
  return (
    <div {...rest} className={clsx(styles.toast, className)} data-tone={tone}>
      <p className={styles.message}>{message}</p>
      {onClose && (
        // Radix's Close also closes the toast around it and keeps its own label out of the announcement.
        <RadixToast.Close className={styles.close} aria-label={closeLabel ?? texts.common.close} onClick={onClose}>
          <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </RadixToast.Close>
      )}
    </div>
  );
}

export type ToastOptions = { tone?: ToastTone; duration?: number };
type Entry = { id: number; message: ReactNode; tone: ToastTone; duration: number; open: boolean };

export type ToastApi = {
  /** Shows a short message; it disappears by itself after `duration` ms. Returns its id. */
  show: (message: ReactNode, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it.');
  return api;
}

export type ToastProviderProps = {
  children: ReactNode;
  /** How long a toast stays, in ms, unless `show` says otherwise. */
  duration?: number;
  /** Names the toast region (with its F8 shortcut) and starts each announcement. */
  label?: string;
  closeLabel?: string;
};

/**
 * Holds the app's toasts on radix Toast: each is announced politely without moving focus, closes itself after
 * `duration` (paused while hovered or focused), and closes by its button, Escape or a swipe to the right; F8
 * jumps to the region.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  label: labelProp,
  closeLabel,
}: ToastProviderProps) {
  const texts = useUiTexts();
  const label = labelProp ?? texts.toast.label;
  const [entries, setEntries] = useState<Entry[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback(
    (id: number) => setEntries((all) => all.map((entry) => (entry.id === id ? { ...entry, open: false } : entry))),
    [],
  );
  const show = useCallback(
    (message: ReactNode, options: ToastOptions = {}) => {
      const id = nextId.current++;
      // Closed toasts have left the screen by now; forgetting them keeps the list from growing.
      setEntries((all) => [
        ...all.filter((entry) => entry.open),
        { id, message, tone: options.tone ?? 'neutral', duration: options.duration ?? duration, open: true },
      ]);
      return id;
    },
    [duration],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={label} swipeDirection="right">
        {children}
        {entries.map((entry) => (
          <RadixToast.Root
            key={entry.id}
            className={styles.item}
            // "background": announced politely (role="status"), never interrupting what is being read.
            type="background"
            duration={entry.duration}
            open={entry.open}
            onOpenChange={(open) => {
              if (!open) dismiss(entry.id);
            }}
          >
            <Toast
              message={entry.message}
              tone={entry.tone}
              closeLabel={closeLabel}
              onClose={() => dismiss(entry.id)}
            />
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className={styles.viewport} label={fill(texts.toast.viewport, { label })} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
