import type { DraftValues } from '@portal/domain';

/**
 * Removes child n of a form's flat values and moves the later children up, so the rows stay 1…count
 * (ADR 038). `fieldsOf(n)` names child n's fields; the last row is left empty.
 */
export function withoutChild<V extends DraftValues>(
  values: V,
  n: number,
  count: number,
  fieldsOf: (n: number) => Readonly<Record<string, keyof V | undefined>>,
): V {
  const next: Record<string, unknown> = { ...values };
  for (let i = n; i < count; i += 1) {
    const to = fieldsOf(i);
    const from = fieldsOf(i + 1);
    for (const [part, field] of Object.entries(to)) {
      const source = from[part];
      if (field !== undefined && source !== undefined) next[field as string] = values[source];
    }
  }
  for (const field of Object.values(fieldsOf(count))) if (field !== undefined) next[field as string] = '';
  return next as V;
}
