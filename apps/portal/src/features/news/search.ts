import { defined, flag, isoDay, positiveInt, text } from '../../app/searchParams';

/** Spec 1 §2: the list screens' state in the URL (page, keyWord, labelsId, startDate, endDate, isUnread, isImportant). */
export type ListSearch = {
  page?: number;
  keyWord?: string;
  labelsId?: number;
  startDate?: string;
  endDate?: string;
  isUnread?: 1;
  isImportant?: 1;
};

/** Reads the list screens' search params; an invalid value counts as absent. */
export function parseListSearch(search: Record<string, unknown>): ListSearch {
  return defined({
    page: positiveInt(search.page),
    keyWord: text(search.keyWord),
    labelsId: positiveInt(search.labelsId),
    startDate: isoDay(search.startDate),
    endDate: isoDay(search.endDate),
    isUnread: flag(search.isUnread),
    isImportant: flag(search.isImportant),
  });
}

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

/** A date range is valid when either end is open or the end is not before the start. */
export function isDateRangeValid(startDate?: string, endDate?: string): boolean {
  return !startDate || !endDate || startDate <= endDate;
}

/** The download URL of one attachment: the API answers it with the file itself (Content-Disposition attachment). */
export function downloadHref(kind: 'announcement' | 'information', file: { name: string; path: string }): string {
  const params = new URLSearchParams({ name: file.name, path: file.path });
  return `/api/${kind}/files/download?${params.toString()}`;
}
