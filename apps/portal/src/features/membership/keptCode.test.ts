import { beforeEach, describe, expect, it } from 'vitest';
import { FORM_DRAFT_PREFIX, formDrafts } from '../../forms/drafts';
import { keptCode } from './keptCode';

const ISSUED = '2026-11-28T09:00:00.000Z';
const REISSUED = '2026-11-28T10:30:00.000Z';

describe('keptCode (the certification code over a reload, issue 30)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('gives back the digits typed for the live code, from session storage only', () => {
    keptCode.save(7, 'A-1', ISSUED, ['1', '2', '3', '']);
    expect(keptCode.load(7, 'A-1', ISSUED)).toEqual(['1', '2', '3', '']);
    expect(localStorage.length).toBe(0);
    expect(Object.keys(sessionStorage)[0]?.startsWith(FORM_DRAFT_PREFIX)).toBe(true);
  });

  it('drops a code typed for an older issue once the classroom issued a new one', () => {
    keptCode.save(7, 'A-1', ISSUED, ['1', '2', '3', '4']);
    expect(keptCode.load(7, 'A-1', REISSUED)).toBeNull();
    // Gone, not only hidden: the old issue's digits never come back.
    expect(keptCode.load(7, 'A-1', ISSUED)).toBeNull();
  });

  it('keeps nothing without the code identity (a backend that does not give it) and forgets an emptied box', () => {
    keptCode.save(7, 'A-1', null, ['1', '2', '3', '4']);
    expect(sessionStorage.length).toBe(0);
    keptCode.save(7, 'A-1', ISSUED, ['1', '2', '3', '4']);
    expect(keptCode.load(7, 'A-1', null)).toBeNull();
    keptCode.save(7, 'A-1', ISSUED, ['1', '', '', '']);
    keptCode.save(7, 'A-1', ISSUED, ['', '', '', '']);
    expect(sessionStorage.length).toBe(0);
  });

  it('is per application, cleared once signed and by sign-out with the drafts', () => {
    keptCode.save(7, 'A-1', ISSUED, ['1', '2', '3', '4']);
    keptCode.save(8, 'B-2', ISSUED, ['9', '8', '7', '6']);
    expect(keptCode.load(8, 'B-2', ISSUED)).toEqual(['9', '8', '7', '6']);
    keptCode.clear(7, 'A-1');
    expect(keptCode.load(7, 'A-1', ISSUED)).toBeNull();
    formDrafts.clearAll(sessionStorage);
    expect(keptCode.load(8, 'B-2', ISSUED)).toBeNull();
  });

  it('ignores a kept value that is not four digits', () => {
    sessionStorage.setItem(
      `${FORM_DRAFT_PREFIX}finalConfCode.7.A-1`,
      JSON.stringify({ issuedAt: ISSUED, digits: [1] }),
    );
    expect(keptCode.load(7, 'A-1', ISSUED)).toBeNull();
    sessionStorage.setItem(`${FORM_DRAFT_PREFIX}finalConfCode.7.A-1`, '{not json');
    expect(keptCode.load(7, 'A-1', ISSUED)).toBeNull();
  });
});
