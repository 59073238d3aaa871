import { Switch as SwitchPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import * as styles from './Switch.css';

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root> & {
  label: ReactNode;
  description?: ReactNode;
  /**
   * While a change is being saved: further changes are ignored, but the switch keeps focus (a disabled
   * button would drop it to the page's `body`, and the keyboard user would have to find their place again).
   */
  busy?: boolean;
};

/** On/off setting that applies at once (e.g. a notification setting); not for answers a form submits later. */
export function Switch({ label, description, busy = false, id, className, onCheckedChange, ...rest }: SwitchProps) {
  const generated = useId();
  const switchId = id ?? `switch-${generated}`;
  const descriptionId = `${switchId}-description`;
  return (
    <div className={className ? `${styles.row} ${className}` : styles.row}>
      <span className={styles.text}>
        <label htmlFor={switchId} className={styles.label}>
          {label}
        </label>
        {description && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
      <SwitchPrimitive.Root
        {...rest}
        id={switchId}
        className={styles.root}
        aria-describedby={description ? descriptionId : undefined}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        // Radix toggles its own state first; while busy a click must change nothing.
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
        {...(onCheckedChange ? { onCheckedChange: (on: boolean) => (busy ? undefined : onCheckedChange(on)) } : {})}
      >
        <SwitchPrimitive.Thumb className={styles.thumb} />
      </SwitchPrimitive.Root>
    </div>
  );
}
