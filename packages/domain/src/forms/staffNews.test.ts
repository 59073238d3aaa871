import { describe, expect, it } from 'vitest';
import { newsStatus, staffNewsEditorSchema, staffNewsSchema } from './staffNews';

const values = {
  kind: 'announcement',
  classroomId: '3',
  labelId: '',
  title: '発表会のご案内',
  content: '6月21日（日）10:00からです。',
  important: '1',
};

describe('staff news (issue 33)', () => {
  it('reads the page text as the wire values: ids as numbers, the pin as a boolean', () => {
    expect(staffNewsSchema.parse(values)).toEqual({ ...values, classroomId: 3, labelId: null, important: true });
    expect(staffNewsSchema.parse({ ...values, important: false }).important).toBe(false);
  });

  it('asks for the classroom of an announcement and the label of information', () => {
    const a = staffNewsSchema.safeParse({ ...values, classroomId: '' });
    expect(a.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['classroomId', 'validation.select?field=classroom'],
    ]);
    const i = staffNewsSchema.safeParse({ ...values, kind: 'information' });
    expect(i.error?.issues.map((x) => x.path.join('.'))).toEqual(['labelId']);
  });

  it('lists every missing field at once, the publication time too', () => {
    const r = staffNewsEditorSchema.safeParse({ ...values, title: ' ', content: '', publishAt: '明日' });
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['content', 'publishAt', 'title']);
  });

  it('keeps the typed publication time with the item', () => {
    const r = staffNewsEditorSchema.parse({ ...values, publishAt: '2026-05-20T09:00' });
    expect(r).toMatchObject({ classroomId: 3, publishAt: '2026-05-20T09:00' });
  });

  it('derives the status: withdrawn, draft, then scheduled or published by the time', () => {
    const now = new Date('2026-05-11T01:00:00Z');
    const at = (iso: string) => new Date(iso);
    expect(newsStatus({ draft: true, withdrawn: true, publishAt: at('2026-05-01T00:00:00Z') }, now)).toBe('withdrawn');
    expect(newsStatus({ draft: true, withdrawn: false, publishAt: at('2026-05-01T00:00:00Z') }, now)).toBe('draft');
    expect(newsStatus({ draft: false, withdrawn: false, publishAt: at('2026-05-12T00:00:00Z') }, now)).toBe(
      'scheduled',
    );
    expect(newsStatus({ draft: false, withdrawn: false, publishAt: now }, now)).toBe('published');
  });
});
