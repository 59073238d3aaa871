/**
 * The profile's version as an HTTP entity tag, and what a save's If-Match asks of it (RFC 9110 §13.1.1): a
 * strong comparison, so a weak tag (W/"3") or a tag this server never gave matches nothing. ADR 040.
 */
export type Precondition =
  /** No If-Match: a client older than the header; the save goes through as before. */
  | { kind: 'none' }
  /** `*`: any current profile. */
  | { kind: 'any' }
  /** One of these versions, or (an empty list) none at all. */
  | { kind: 'versions'; versions: number[] };

/** The ETag of a version: the number in quotes. */
export const etagOf = (version: number): string => `"${version}"`;

const MAX_VERSION = 2_147_483_647;

/** Reads an If-Match header (absent, `*`, or a list of entity tags). */
export function preconditionOf(header: string | string[] | undefined): Precondition {
  if (header === undefined) return { kind: 'none' };
  const tags = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  // An empty header names nothing: as if absent.
  if (tags.length === 0) return { kind: 'none' };
  if (tags.includes('*')) return { kind: 'any' };
  const versions = tags.flatMap((tag) => {
    const match = /^"(\d{1,10})"$/.exec(tag);
    const version = match ? Number(match[1]) : Number.NaN;
    return Number.isInteger(version) && version >= 1 && version <= MAX_VERSION ? [version] : [];
  });
  return { kind: 'versions', versions };
}
