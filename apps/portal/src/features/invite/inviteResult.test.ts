import { ApiError } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { wordCode } from '../../i18n/wordCode';
import { inviteOutcome } from './inviteResult';

describe('the invitation outcome (spec 1 §8 "Invite")', () => {
  it('shows the code', () => {
    expect(inviteOutcome({ data: { status: 'success', code: 'ABCD2345' } })).toEqual({
      kind: 'code',
      code: 'ABCD2345',
    });
  });

  it('reads a status error as a provisional member, in a response or an error response', () => {
    const provisional = { kind: 'error', message: 'invite.provisional' };
    expect(wordCode(provisional.message)).toBe('入会手続きが完了していないため、紹介コードを発行できません。');
    expect(inviteOutcome({ data: { status: 'error', code: null } })).toEqual(provisional);
    expect(inviteOutcome({ data: { status: 'error', code: 'ABCD2345' } })).toEqual(provisional);
    expect(inviteOutcome({ error: new ApiError(400, { status: 'error', code: null, message: 'x' }) })).toEqual(
      provisional,
    );
  });

  it('treats every other failure, or a success without a code, as the generic failure', () => {
    const failed = { kind: 'error', message: 'invite.failed' };
    expect(wordCode(failed.message)).toBe('紹介コードを発行できませんでした。時間をおいてもう一度お試しください。');
    expect(inviteOutcome({ error: new ApiError(500, { message: 'boom' }) })).toEqual(failed);
    expect(inviteOutcome({ error: new TypeError('Failed to fetch') })).toEqual(failed);
    expect(inviteOutcome({ data: { status: 'success', code: null } })).toEqual(failed);
  });
});
