import { TIMINGS } from '@portal/domain';
import { clsx } from 'clsx';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import * as styles from './Toast.css';

export const toastTones = ['neutral', 'positive', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

/** Spec 1 §2 / §9: the missing-video toast (the spec's only toast) stays this long; the kit uses it for every toast. */
export const TOAST_DURATION_MS: number = TIMINGS.videoNotFoundToastMs;

export type ToastProps = Omit<ComponentProps<'div'>, 'children'> & {
  message: ReactNode;
  tone?: ToastTone;
  onClose?: () => void;
  closeLabel?: string;
};

/** One toast as it looks; `ToastProvider` places, announces and removes them. */
export function Toast({ message, tone = 'neutral', onClose, closeLabel = '閉じる', className, ...rest }: ToastProps) {
  return (
    <div {...rest} className={clsx(styles.toast, className)} data-tone={tone}>
      <p className={styles.message}>{message}</p>
      {onClose && (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}

export type ToastOptions = { tone?: ToastTone; duration?: number };
type Entry = { id: number; message: ReactNode; tone: ToastTone; duration: number };

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

function TimedToast({ entry, onDismiss }: { entry: Entry; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    // Hovering or focusing keeps the toast, so it can be read or closed without racing the timer.
    if (paused) return;
    const timer = setTimeout(() => onDismiss(entry.id), entry.duration);
    return () => clearTimeout(timer);
  }, [entry, onDismiss, paused]);
  return (
    <Toast
      message={entry.message}
      tone={entry.tone}
      onClose={() => onDismiss(entry.id)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    />
  );
}

export type ToastProviderProps = { children: ReactNode; duration?: number; label?: string };

/**
 * Holds the toasts of the app and shows them in a polite live region (role="status"), so a screen
 * reader reads each message without moving focus.
 */
export function ToastProvider({ children, duration = TOAST_DURATION_MS, label = '通知' }: ToastProviderProps) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setEntries((all) => all.filter((e) => e.id !== id)), []);
  const show = useCallback(
    (message: ReactNode, options: ToastOptions = {}) => {
      const id = nextId.current++;
      setEntries((all) => [
        ...all,
        { id, message, tone: options.tone ?? 'neutral', duration: options.duration ?? duration },
      ]);
      return id;
    },
    [duration],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className={styles.viewport} aria-label={label}>
        <div role="status" aria-live="polite" style={{ display: 'contents' }}>
          {entries.map((entry) => (
            <TimedToast key={entry.id} entry={entry} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
