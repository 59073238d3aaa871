import { defined, oneOf, positiveInt, text } from '../../app/searchParams';

/** Spec 1 §2 "Columns": the course filter, the sort order and the page, kept in the URL. */
export type ColumnSearch = { courseCd?: string; sortOrder?: 'oldest'; page?: number };

/** Reads the column list's search params; an invalid value counts as absent (all courses, latest, page 1). */
export function parseColumnSearch(search: Record<string, unknown>): ColumnSearch {
  return defined({
    courseCd: text(search.courseCd, 20),
    sortOrder: oneOf(search.sortOrder, ['oldest'] as const),
    page: positiveInt(search.page),
  });
}

/** The list call's query: latest is the default order, pages start at 1. */
export function toColumnQuery(search: ColumnSearch) {
  return {
    sortOrder: search.sortOrder ?? ('latest' as const),
    page: search.page ?? 1,
    ...(search.courseCd ? { courseCd: search.courseCd } : {}),
  };
}
