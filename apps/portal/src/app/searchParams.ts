// Search-param readers for route `validateSearch`. Routes are part of the entry bundle, so these stay tiny
// plain functions instead of pulling a schema library into every page's first load. Invalid values are
// dropped (as if absent) rather than failing the navigation.

type Search = Record<string, unknown>;

/** A whole number from 1 up to `max` ("3" and 3 both read as 3). */
export function positiveInt(value: unknown, max = 1_000_000): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

/** A checkbox flag in the URL: 1, "1", true or "true" read as 1; anything else as absent. */
export function flag(value: unknown): 1 | undefined {
  return value === 1 || value === '1' || value === true || value === 'true' ? 1 : undefined;
}

/** A calendar day written YYYY-MM-DD. */
export function isoDay(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** Free text, trimmed and cut to `max` characters; the router parses "?keyWord=123" as a number. */
export function text(value: unknown, max = 100): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return String(value).trim().slice(0, max) || undefined;
}

/** One of the given literal values. */
export function oneOf<const T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/** Drops the keys whose value is undefined, so equal searches give equal URLs. */
export function defined<T extends Search>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as T;
}
