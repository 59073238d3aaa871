import type { QueryParams } from '@portal/api-client';
import { linkOptions } from '@tanstack/react-router';
import { defined, oneOf, positiveInt, text } from '../../app/searchParams';

/** Spec 1 §2 "Student lesson records": the child tab, sort and page, kept in the URL. */
export type OwnSearch = { tab?: number; sortOrder?: 'oldest'; page?: number };

export function parseOwnSearch(search: Record<string, unknown>): OwnSearch {
  return defined({
    tab: positiveInt(search.tab),
    sortOrder: oneOf(search.sortOrder, ['oldest'] as const),
    page: positiveInt(search.page),
  });
}

/** The list call's query (spec 1 §7): tab 0 is all children, sortOrder 0 newest and 1 oldest. */
export function toOwnQuery(search: OwnSearch) {
  return {
    page: search.page ?? 1,
    tab: search.tab ?? 0,
    sortOrder: search.sortOrder === 'oldest' ? (1 as const) : (0 as const),
  };
}

/** Spec 1 §2 "Everyone's posts": every search field, kept in the URL so back and reload keep them. */
export type PublicSearch = {
  classRoomNumber?: string;
  kozaCd?: string;
  courseCd?: string;
  nickname?: string;
  startDate?: string;
  endDate?: string;
  sortOrder?: 'oldest';
  page?: number;
};

const month = (value: unknown) => {
  const v = text(value, 7);
  return v && /^\d{4}-(0[1-9]|1[0-2])$/.test(v) ? v : undefined;
};

export function parsePublicSearch(search: Record<string, unknown>): PublicSearch {
  return defined({
    classRoomNumber: text(search.classRoomNumber, 20),
    kozaCd: text(search.kozaCd, 20),
    courseCd: text(search.courseCd, 20),
    nickname: text(search.nickname, 50),
    startDate: month(search.startDate),
    endDate: month(search.endDate),
    sortOrder: oneOf(search.sortOrder, ['oldest'] as const),
    page: positiveInt(search.page),
  });
}

export function toPublicQuery(search: PublicSearch): QueryParams<'getPublicLessonRecords'> {
  const { sortOrder, page, ...fields } = search;
  // The URL's codes go to the server as they are; an unknown one is answered with a message there.
  return {
    ...(fields as Omit<QueryParams<'getPublicLessonRecords'>, 'page' | 'sortOrder'>),
    page: page ?? 1,
    sortOrder: sortOrder === 'oldest' ? 1 : 0,
  };
}

/** 「2026-05-04」 → 「2026年5月」: records show their posting month only. */
export function monthParts(postDate: string): { year: string; month: string } | null {
  const m = /^(\d{4})-(\d{1,2})/.exec(postDate);
  return m ? { year: m[1] ?? '', month: String(Number(m[2])) } : null;
}

/**
 * A record's or post's page carries the list's tab, search, sort and page it was opened from, so its back link
 * returns to the list as it was left (issue 31 items 7, 27). The record's own `id` comes last and wins.
 */
export const ownDetailLink = (id: number, from: OwnSearch = {}) =>
  linkOptions({ to: '/studentLessonRecord/detail', search: { ...from, id } });
export const publicDetailLink = (id: number, from: PublicSearch = {}) =>
  linkOptions({ to: '/lessonRecord/detail', search: { ...from, id } });

/** The list's part of a detail page's search: everything but the record's id. */
export function listPart<T extends { id?: number }>(search: T): Omit<T, 'id'> {
  const { id: _id, ...from } = search;
  return from;
}
