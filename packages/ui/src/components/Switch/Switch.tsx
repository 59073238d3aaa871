import { Switch as SwitchPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import * as styles from './Switch.css';

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root> & {
  label: ReactNode;
  description?: ReactNode;
};

/** On/off setting that applies at once (e.g. a notification setting); not for answers a form submits later. */
export function Switch({ label, description, id, className, ...rest }: SwitchProps) {
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
      >
        <SwitchPrimitive.Thumb className={styles.thumb} />
      </SwitchPrimitive.Root>
    </div>
  );
}
