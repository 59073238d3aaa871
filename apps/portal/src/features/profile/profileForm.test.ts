import { fixtures } from '@portal/api-client/mocks';
import { describe, expect, it } from 'vitest';
import {
  displayValues,
  errorList,
  formValuesFrom,
  profileDraft,
  profileSnapshot,
  settingsUpdate,
  validateProfile,
} from './profileForm';

const today = new Date('2026-05-11T01:00:00Z');

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('the profile form', () => {
  const user = fixtures.user(6);

  it('starts from the saved profile and, unchanged, is a valid body with empty fields as null', () => {
    const values = formValuesFrom(user);
    expect(values).toMatchObject({ lastName: '山田', birthYear: '1986', genderId: '2', telNumberBackup: '' });
    const result = validateProfile(values, today);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.body).toMatchObject({ birthYear: 1986, genderId: 2, prefectureId: 13, telNumberBackup: null });
    }
  });

  it('normalises a postal code typed with full-width digits and a hyphen', () => {
    const result = validateProfile({ ...formValuesFrom(user), zipcode: '１５０－０００２' }, today);
    expect(result.ok && result.body.zipcode).toBe('1500002');
  });

  it('reports the first message per field, in form order for the summary', () => {
    const result = validateProfile(
      { ...formValuesFrom(user), lastName: '', firstNameKana: 'みさき', email: 'x', genderId: '' },
      today,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      lastName: '姓が入力されていません',
      firstNameKana: 'メイはカタカナで入力してください',
      genderId: '選択されていません',
      email: '正しいメールアドレスを入力してください',
    });
    expect(errorList(result.errors, (f) => `p-${f}`).map((e) => e.fieldId)).toEqual([
      'p-lastName',
      'p-firstNameKana',
      'p-genderId',
      'p-email',
    ]);
  });

  it('refuses a birth year outside the 90 choices', () => {
    const result = validateProfile({ ...formValuesFrom(user), birthYear: '2020' }, today);
    expect(result.ok).toBe(false);
  });

  it('changes only the notification settings when a switch moves', () => {
    const body = settingsUpdate(
      user,
      { chat: 1, unread_chat: 2, class_announcement: 0, class_reminder: 0, child_post: 1 },
      today,
    );
    expect(body).toMatchObject({ lastName: '山田', email: 'guardian@example.com', notificationSettings: { chat: 1 } });
    expect(settingsUpdate({ ...user, lastNameKana: 'やまだ' }, body?.notificationSettings as never, today)).toBeNull();
  });

  it("shows unset values as 'not entered' and the address in one line", () => {
    const result = validateProfile({ ...formValuesFrom(user), telNumber: '', building: '' }, today);
    if (!result.ok) throw new Error('expected a valid profile');
    const v = displayValues(result.body, '未入力');
    expect(v.telNumber).toBe('未入力');
    expect(v.zipcode).toBe('〒150-0002');
    expect(v.address).toBe('東京都 渋谷区渋谷 2-21-1');
    expect(v.gender).toBe('女性');
  });

  it('notices any change of the saved profile', () => {
    expect(profileSnapshot(user)).toBe(profileSnapshot({ ...user }));
    expect(profileSnapshot({ ...user, city: '目黒区' })).not.toBe(profileSnapshot(user));
    // The icon is not part of what the form edits.
    expect(profileSnapshot({ ...user, iconPath: '/x.png' })).toBe(profileSnapshot(user));
  });

  it('keeps the draft in session storage until cleared, ignoring anything unreadable', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(profileDraft.load(storage)).toBeNull();
    const draft = { values: formValuesFrom(user), basedOn: profileSnapshot(user) };
    profileDraft.save(draft, storage);
    expect(profileDraft.load(storage)).toEqual(draft);
    profileDraft.clear(storage);
    expect(profileDraft.load(storage)).toBeNull();
    storage.setItem('portal.profileDraft', '{not json');
    expect(profileDraft.load(storage)).toBeNull();
  });
});
