import { ApiError } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { inviteOutcome } from './inviteResult';

describe('the invitation outcome (spec 1 §8 "Invite")', () => {
  it('shows the code', () => {
    expect(inviteOutcome({ data: { status: 'success', code: 'ABCD2345' } })).toEqual({
      kind: 'code',
      code: 'ABCD2345',
    });
  });

  it('reads a status error as a provisional member, in a response or an error response', () => {
    const provisional = { kind: 'error', message: '仮会員のため紹介コードを発行できません。' };
    expect(inviteOutcome({ data: { status: 'error', code: null } })).toEqual(provisional);
    expect(inviteOutcome({ data: { status: 'error', code: 'ABCD2345' } })).toEqual(provisional);
    expect(inviteOutcome({ error: new ApiError(400, { status: 'error', code: null, message: 'x' }) })).toEqual(
      provisional,
    );
  });

  it('treats every other failure, or a success without a code, as the generic failure', () => {
    const failed = { kind: 'error', message: '紹介コードの取得に失敗しました。' };
    expect(inviteOutcome({ error: new ApiError(500, { message: 'boom' }) })).toEqual(failed);
    expect(inviteOutcome({ error: new TypeError('Failed to fetch') })).toEqual(failed);
    expect(inviteOutcome({ data: { status: 'success', code: null } })).toEqual(failed);
  });
});
