import { useCallback, useState } from 'react';

/**
 * Value that follows `value` when the parent controls it and keeps its own state otherwise, so fields work both
 * with form libraries (uncontrolled, `defaultValue`) and with React state (controlled).
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set];
}
