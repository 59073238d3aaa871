import { z } from 'zod';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const flag = z
  .union([z.literal(1), z.literal('1'), z.literal(true), z.literal('true')])
  .transform(() => 1 as const)
  .optional()
  .catch(undefined);
const positive = z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined);
const day = z.string().regex(isoDay).optional().catch(undefined);
// The router parses "?keyWord=123" as a number; a keyword is always text.
const text = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().slice(0, 100) || undefined)
  .optional()
  .catch(undefined);

/** Spec 1 §2: the list screens' state in the URL (page, keyWord, labelsId, startDate, endDate, isUnread, isImportant). */
export const listSearchSchema = z.object({
  page: positive,
  keyWord: text,
  labelsId: positive,
  startDate: day,
  endDate: day,
  isUnread: flag,
  isImportant: flag,
});

export type ListSearch = z.infer<typeof listSearchSchema>;
/** The filters kept in the modal (everything but the page, the label and the important checkbox). */
export type DialogFilters = Pick<ListSearch, 'keyWord' | 'startDate' | 'endDate' | 'isUnread'>;

/** Drops empty values so equal filters give equal URLs and query keys. */
export function cleanSearch(search: ListSearch): ListSearch {
  return Object.fromEntries(
    Object.entries(search).filter(
      ([key, value]) => value !== undefined && value !== '' && !(key === 'page' && value === 1),
    ),
  ) as ListSearch;
}

/** The list call's query (spec 1 §7 list form): page, isImportant, keyWord, startDate, endDate, isUnread (+ labelsId). */
export function toListQuery(search: ListSearch, withLabel = false) {
  return {
    page: search.page ?? 1,
    isImportant: (search.isImportant ?? 0) as 0 | 1,
    isUnread: (search.isUnread ?? 0) as 0 | 1,
    ...(search.keyWord ? { keyWord: search.keyWord } : {}),
    ...(search.startDate ? { startDate: search.startDate } : {}),
    ...(search.endDate ? { endDate: search.endDate } : {}),
    ...(withLabel && search.labelsId ? { labelsId: search.labelsId } : {}),
  };
}

/** Whether anything narrows the list (for the "nothing matches" empty state and the filter button). */
export function hasFilters(search: ListSearch): boolean {
  return Boolean(
    search.keyWord || search.startDate || search.endDate || search.isUnread || search.isImportant || search.labelsId,
  );
}

/** Whether the modal's own filters are in use (marks the filter button). */
export function hasDialogFilters(search: ListSearch): boolean {
  return Boolean(search.keyWord || search.startDate || search.endDate || search.isUnread);
}

/** A list URL with its search params, for pager links and navigation. */
export function listHref(path: string, search: ListSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanSearch(search))) params.set(key, String(value));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A date range is valid when either end is open or the end is not before the start. */
export function isDateRangeValid(startDate?: string, endDate?: string): boolean {
  return !startDate || !endDate || startDate <= endDate;
}

/** The download URL of one attachment: the API answers it with the file itself (Content-Disposition attachment). */
export function downloadHref(kind: 'announcement' | 'information', file: { name: string; path: string }): string {
  const params = new URLSearchParams({ name: file.name, path: file.path });
  return `/api/${kind}/files/download?${params.toString()}`;
}
