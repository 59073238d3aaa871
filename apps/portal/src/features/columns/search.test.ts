import { describe, expect, it } from 'vitest';
import { parseColumnSearch, toColumnQuery } from './search';

describe('the column list search', () => {
  it('reads course, order and page, dropping what is not valid', () => {
    expect(parseColumnSearch({ courseCd: 'RA', sortOrder: 'oldest', page: '2' })).toEqual({
      courseCd: 'RA',
      sortOrder: 'oldest',
      page: 2,
    });
    expect(parseColumnSearch({ sortOrder: 'latest', page: '0', courseCd: '' })).toEqual({});
  });

  it('asks for the latest columns of every course from page 1 by default', () => {
    expect(toColumnQuery({})).toEqual({ sortOrder: 'latest', page: 1 });
    expect(toColumnQuery({ courseCd: 'KB', sortOrder: 'oldest', page: 3 })).toEqual({
      courseCd: 'KB',
      sortOrder: 'oldest',
      page: 3,
    });
  });
});
