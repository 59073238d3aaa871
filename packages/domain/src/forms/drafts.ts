/** A form's values as typed, one text per field (what a draft keeps). */
export type DraftValues = Record<string, string>;

/**
 * Spec 1 §2 "Profile" (issue 19 item 6): a draft started from `base` meets a saved record that moved on
 * to `current`. What the guardian changed stays; every other field takes the newly saved value. Returns
 * the merged values and the fields saved elsewhere meanwhile, so the screen can say what changed.
 */
export function rebaseDraft<V extends DraftValues>(
  base: V,
  draft: V,
  current: V,
): { values: V; changedElsewhere: (keyof V & string)[] } {
  const values = { ...current };
  const changedElsewhere: (keyof V & string)[] = [];
  for (const field of Object.keys(current) as (keyof V & string)[]) {
    const typed = draft[field];
    if (typed !== undefined && typed !== base[field]) values[field] = typed;
    if (base[field] !== current[field]) changedElsewhere.push(field);
  }
  return { values, changedElsewhere };
}
