import { describe, expect, it } from 'vitest';
import { rebaseDraft } from './drafts';

describe('rebaseDraft', () => {
  const base = { block: '本町1-1', building: 'テラス101', city: '武蔵野市' };

  it('keeps what was typed and takes what was saved elsewhere for the untouched fields', () => {
    const draft = { ...base, block: '吉祥寺本町1-8-3' };
    const current = { ...base, building: 'テラス101（別タブで更新）' };
    expect(rebaseDraft(base, draft, current)).toEqual({
      values: { block: '吉祥寺本町1-8-3', building: 'テラス101（別タブで更新）', city: '武蔵野市' },
      changedElsewhere: ['building'],
    });
  });

  it('keeps the guardian’s value where both changed the same field, and still names the field', () => {
    const result = rebaseDraft(base, { ...base, city: '三鷹市' }, { ...base, city: '調布市' });
    expect(result.values.city).toBe('三鷹市');
    expect(result.changedElsewhere).toEqual(['city']);
  });

  it('changes nothing when the saved record did not move', () => {
    const draft = { ...base, building: '' };
    expect(rebaseDraft(base, draft, base)).toEqual({ values: draft, changedElsewhere: [] });
  });

  it('fills a field the stored draft lacks from the saved record', () => {
    const { values } = rebaseDraft(base, { block: 'x' } as typeof base, base);
    expect(values).toEqual({ ...base, block: 'x' });
  });
});
