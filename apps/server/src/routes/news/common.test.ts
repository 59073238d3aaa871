import { describe, expect, it } from 'vitest';
import { contractDocument } from '../../contract/document';
import { contractAjv } from '../../contract/route';
import { contentDisposition, jstDayRange, likePattern, pageEnvelope, publicDate } from './common';

// The list query's dates are validated from the contract's startDate parameter.
const listQuerySchema = {
  safeParse: ({ startDate }: { startDate: string }) => ({
    success: contractAjv(true).validate(contractDocument.components.parameters.startDate?.schema ?? {}, startDate),
  }),
};

describe('list helpers', () => {
  it('reads startDate and endDate as whole days in Japan', () => {
    const { from, before } = jstDayRange({ startDate: '2026-04-28', endDate: '2026-04-28' });
    expect(from?.toISOString()).toBe('2026-04-27T15:00:00.000Z');
    expect(before?.toISOString()).toBe('2026-04-28T15:00:00.000Z');
    expect(jstDayRange({})).toEqual({ from: undefined, before: undefined });
    // Month ends roll over.
    expect(jstDayRange({ endDate: '2026-12-31' }).before?.toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });

  it('writes the public date on a Japanese wall clock', () => {
    expect(publicDate(new Date('2026-04-28T14:59:00Z'))).toBe('2026-04-28 23:59:00');
    expect(publicDate(new Date('2026-04-28T15:00:00Z'))).toBe('2026-04-29 00:00:00');
  });

  it("builds Laravel's envelope, with null bounds for an empty page", () => {
    expect(pageEnvelope(['a', 'b'], 2, 10, 12)).toEqual({
      data: ['a', 'b'],
      currentPage: 2,
      lastPage: 2,
      from: 11,
      to: 12,
      total: 12,
    });
    expect(pageEnvelope([], 1, 10, 0)).toEqual({
      data: [],
      currentPage: 1,
      lastPage: 1,
      from: null,
      to: null,
      total: 0,
    });
  });

  it('escapes LIKE wildcards in a keyword', () => {
    expect(likePattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });

  it('accepts real calendar dates only', () => {
    expect(listQuerySchema.safeParse({ startDate: '2026-02-29' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ startDate: '2028-02-29' }).success).toBe(true);
  });
});

describe('download headers', () => {
  it('gives a Japanese name as RFC 5987 filename* with an ASCII fallback', () => {
    expect(contentDisposition('会場案内図.png')).toBe(
      `attachment; filename="?????.png"; filename*=UTF-8''%E4%BC%9A%E5%A0%B4%E6%A1%88%E5%86%85%E5%9B%B3.png`,
    );
  });

  it('keeps an ASCII name as a quoted string, escaping its quotes', () => {
    expect(contentDisposition(`a "b" (c)'s.pdf`)).toBe(`attachment; filename="a \\"b\\" (c)'s.pdf"`);
  });

  it('never lets a stored name break the header', () => {
    const header = contentDisposition('evil\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
  });
});
