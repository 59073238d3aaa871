import { fixtures } from '@portal/api-client/mocks';
import { createProfileSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { wordCode } from '../../i18n/wordCode';
import {
  differingRows,
  displayValues,
  formValuesFrom,
  ifMatch,
  profileUpdate,
  savedBody,
  toProfileUpdate,
} from './profileValues';

const today = new Date('2026-05-11T01:00:00Z');

describe('the profile values', () => {
  const user = fixtures.user(6);

  it('starts from the saved profile and, unchanged, is a valid body with empty fields as null', () => {
    const values = formValuesFrom(user);
    expect(values).toMatchObject({ lastName: '山田', birthYear: '1986', genderId: '2', telNumberBackup: '' });
    expect(profileUpdate(values, today)).toMatchObject({
      birthYear: 1986,
      genderId: 2,
      prefectureId: 13,
      telNumberBackup: null,
    });
  });

  it('normalises a postal code typed with full-width digits and a hyphen', () => {
    expect(profileUpdate({ ...formValuesFrom(user), zipcode: '１５０－０００２' }, today)?.zipcode).toBe('1500002');
  });

  it('says what to do for each field, naming it (the gender too)', async () => {
    const parsed = createProfileSchema(today).safeParse({
      ...formValuesFrom(user),
      lastName: '',
      firstNameKana: 'みさき',
      email: 'x',
      genderId: '',
    });
    const issues = parsed.error?.issues ?? [];
    // The domain gives codes (ADR 027); the portal words them in the language on screen.
    const byField = Object.fromEntries(issues.map((i) => [i.path.join('.'), wordCode(i.message)]));
    expect(byField).toEqual({
      lastName: '姓を入力してください。',
      firstNameKana: 'メイはカタカナで入力してください。',
      genderId: '性別を選択してください。',
      email: 'メールアドレスは name@example.com の形で入力してください。',
    });
    // English is loaded when chosen (its own chunk), as the language switch does.
    await i18n.loadLanguages('en');
    const english = Object.fromEntries(
      issues.map((i) => [i.path.join('.'), wordCode(i.message, i18n.getFixedT('en'))]),
    );
    expect(english).toEqual({
      lastName: 'Please enter your surname.',
      firstNameKana: 'Please enter the reading of your given name in full-width katakana.',
      genderId: 'Please choose your gender.',
      email: 'Please enter your email address in the form name@example.com.',
    });
  });

  it('refuses a birth year outside the 90 choices', () => {
    expect(profileUpdate({ ...formValuesFrom(user), birthYear: '2020' }, today)).toBeNull();
  });

  // Issue 30 item 8: a switch sends only itself (the settings call), so no profile body is built for it any more.
  it('names the version a save is based on as a strong ETag, and nothing without one', () => {
    expect(ifMatch(3)).toEqual({ 'If-Match': '"3"' });
    expect(ifMatch(undefined)).toEqual({});
  });

  it('shows a stored profile the schema refuses as stored, and tells which rows two profiles show differently', () => {
    expect(savedBody({ ...user, lastNameKana: 'やまだ' }, today).lastNameKana).toBe('やまだ');
    const saved = savedBody(user, today);
    const rows = differingRows({ ...saved, telNumber: '08098765432', city: '目黒区' }, saved, '未入力');
    expect(rows.map((r) => [r.row, r.a, r.b])).toEqual([
      ['telNumber', '08098765432', '09012345678'],
      ['address', '東京都 目黒区 2-21-1 ヒカリエ11階', '東京都 渋谷区渋谷 2-21-1 ヒカリエ11階'],
    ]);
  });

  it("shows unset values as 'not entered' and the address in one line", () => {
    const body = profileUpdate({ ...formValuesFrom(user), telNumber: '', building: '' }, today);
    if (!body) throw new Error('expected a valid profile');
    const v = displayValues(body, '未入力');
    expect(v.telNumber).toBe('未入力');
    expect(v.zipcode).toBe('〒150-0002');
    expect(v.address).toBe('東京都 渋谷区渋谷 2-21-1');
    expect(v.gender).toBe('女性');
  });

  it('reads 未入力 for a name that was never stored, not a blank row', () => {
    const parsed = createProfileSchema(today).parse(formValuesFrom(user));
    const v = displayValues({ ...toProfileUpdate(parsed), lastName: '', firstName: '' }, '未入力');
    expect(v.name).toBe('未入力');
    expect(displayValues({ ...toProfileUpdate(parsed), firstName: '' }, '未入力').name).toBe('山田');
  });
});
