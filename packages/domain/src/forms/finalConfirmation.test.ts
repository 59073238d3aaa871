import { describe, expect, it } from 'vitest';
import { finalConfirmationError, finalConfirmationSchema, isChecklistComplete } from './finalConfirmation';

const answered = { 1: 'yes', 2: 'yes', 3: 'yes', 5: 'yes', 6: 'yes', 7: 'no' } as const;
const ok = { checklist: answered, certificationCode: ['1', '2', '3', '4'], signed: true };

describe('final confirmation', () => {
  it('passes with all six items answered as expected, a 4-digit code and a signature', () => {
    expect(finalConfirmationError(ok)).toBeNull();
    expect(finalConfirmationSchema.safeParse(ok).success).toBe(true);
  });

  it('fails the checklist when item 7 is answered "yes" or any item is missing', () => {
    expect(isChecklistComplete({ ...answered, 7: 'yes' })).toBe(false);
    expect(isChecklistComplete({ ...answered, 3: null })).toBe(false);
    const { 5: _skipped, ...withoutFive } = answered;
    expect(isChecklistComplete(withoutFive)).toBe(false);
    expect(finalConfirmationError({ ...ok, checklist: { ...answered, 1: 'no' } })).toBe('checklist');
  });

  it('checks the checklist before the code, and the code before the signature', () => {
    expect(finalConfirmationError({ checklist: {}, certificationCode: [], signed: false })).toBe('checklist');
    expect(finalConfirmationError({ ...ok, certificationCode: ['1', '', '3', '4'], signed: false })).toBe('code');
    expect(finalConfirmationError({ ...ok, certificationCode: ['1', '2', '3'] })).toBe('code');
    expect(finalConfirmationError({ ...ok, signed: false })).toBe('signature');
  });

  it('puts the modal message on the failing part', () => {
    const r = finalConfirmationSchema.safeParse({ ...ok, signed: false });
    expect(r.error?.issues[0]).toMatchObject({ path: ['signature'], message: 'finalConfirmation.signature.message' });
  });
});
