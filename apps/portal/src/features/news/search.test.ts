import { describe, expect, it } from 'vitest';
import {
  cleanSearch,
  downloadHref,
  hasDialogFilters,
  hasFilters,
  isDateRangeValid,
  parseListSearch,
  toListQuery,
} from './search';

describe('list search params', () => {
  it('keeps valid params and drops what a hand-edited URL got wrong', () => {
    expect(
      parseListSearch({
        page: '3',
        keyWord: 123,
        labelsId: 2,
        startDate: '2026-05-01',
        endDate: 'yesterday',
        isUnread: 1,
        isImportant: 'no',
      }),
    ).toEqual({
      page: 3,
      keyWord: '123',
      labelsId: 2,
      startDate: '2026-05-01',
      endDate: undefined,
      isUnread: 1,
      isImportant: undefined,
    });
    expect(parseListSearch({ page: 0, keyWord: '   ' })).toEqual({ page: undefined, keyWord: undefined });
  });

  it('builds the list form of the call, with the label only where the list has labels', () => {
    expect(toListQuery({})).toEqual({ page: 1, isImportant: 0, isUnread: 0 });
    const search = { page: 2, keyWord: '休講', startDate: '2026-05-01', isUnread: 1 as const, labelsId: 4 };
    expect(toListQuery(search)).toEqual({
      page: 2,
      isImportant: 0,
      isUnread: 1,
      keyWord: '休講',
      startDate: '2026-05-01',
    });
    expect(toListQuery(search, true)).toMatchObject({ labelsId: 4 });
  });

  it('tells filtered lists from plain ones', () => {
    expect(hasFilters({ page: 3 })).toBe(false);
    expect(hasFilters({ isImportant: 1 })).toBe(true);
    expect(hasDialogFilters({ isImportant: 1, labelsId: 2 })).toBe(false);
    expect(hasDialogFilters({ endDate: '2026-05-01' })).toBe(true);
  });

  it('writes stable URLs without empty values or page 1', () => {
    expect(cleanSearch({ page: 1, keyWord: undefined, isUnread: 1 })).toEqual({ isUnread: 1 });
    expect(cleanSearch({ page: 2, keyWord: '', labelsId: 3 })).toEqual({ page: 2, labelsId: 3 });
  });

  it('accepts open or ordered date ranges only', () => {
    expect(isDateRangeValid(undefined, '2026-01-01')).toBe(true);
    expect(isDateRangeValid('2026-01-01', '2026-01-01')).toBe(true);
    expect(isDateRangeValid('2026-01-02', '2026-01-01')).toBe(false);
  });

  it('links an attachment to its download call by name and opaque path', () => {
    expect(downloadHref('announcement', { name: '申込書.pdf', path: 'announcement/12/3' })).toBe(
      '/api/announcement/files/download?name=%E7%94%B3%E8%BE%BC%E6%9B%B8.pdf&path=announcement%2F12%2F3',
    );
  });
});
