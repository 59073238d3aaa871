import { describe, expect, it } from 'vitest';
import { stepSearch, verifySearch } from './stepSearch';

describe("the application steps' query", () => {
  it('reads the id and the receipt number, and 0 or empty for a missing or malformed one', () => {
    expect(stepSearch({ kidId: '12', subscriptionCode: 'A-0001' })).toEqual({ kidId: 12, subscriptionCode: 'A-0001' });
    expect(stepSearch({ kidId: 7, subscriptionCode: 'B' })).toEqual({ kidId: 7, subscriptionCode: 'B' });
    expect(stepSearch({})).toEqual({ kidId: 0, subscriptionCode: '' });
    expect(stepSearch({ kidId: '-3', subscriptionCode: 'x'.repeat(33) })).toEqual({ kidId: 0, subscriptionCode: '' });
    expect(stepSearch({ kidId: '1.5', subscriptionCode: 42 })).toEqual({ kidId: 0, subscriptionCode: '' });
  });

  it('keeps the mailed token when it is text of at most 128 characters', () => {
    expect(verifySearch({ kidId: '3', subscriptionCode: 'C', token: 'abc' })).toEqual({
      kidId: 3,
      subscriptionCode: 'C',
      token: 'abc',
    });
    expect(verifySearch({ token: 'x'.repeat(129) })).toEqual({ kidId: 0, subscriptionCode: '' });
    expect('token' in verifySearch({ token: 5 })).toBe(false);
  });
});
