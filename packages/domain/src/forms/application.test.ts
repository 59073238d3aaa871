import { describe, expect, it, vi } from 'vitest';
import { jstDate } from '../time/jst';
import {
  createApplicationSchema,
  createChildSchema,
  createGuardianSchema,
  createMembershipInputSchema,
  type PostalAddress,
  throttlePostalLookup,
} from './application';

const today = jstDate(2025, 6, 15, 10);

const child = {
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'タロウ',
  birthday: '2017-05-01',
  genderId: '1',
  schoolName: '渋谷小学校',
  schoolGrade: '5',
};

const guardian = {
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  birthYear: '1985',
  genderId: 2,
  telNumber: '09012345678',
  telNumberBackup: '',
  email: 'hanako@example.jp',
  emailKbn: 'M',
  emailBackup: '',
  emailBackupKbn: '',
  jobId: 6,
  kankeiCode: 'MOTHER',
  kankeiSonota: '',
  zipcode: '１５０－０００１',
  prefectureId: 13,
  city: '渋谷区',
  block: '神宮前1-1-1',
  building: '',
};

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('child form', () => {
  it('accepts a complete child and turns select values into numbers', () => {
    const r = createChildSchema(today).parse(child);
    expect(r.genderId).toBe(1);
    expect(r.schoolGrade).toBe(5);
  });

  it('requires every field', () => {
    const r = createChildSchema(today).safeParse({});
    expect(Object.keys(issues(r)).sort()).toEqual(
      [
        'birthday',
        'firstName',
        'firstNameKana',
        'genderId',
        'lastName',
        'lastNameKana',
        'schoolGrade',
        'schoolName',
      ].sort(),
    );
  });

  it('refuses a birthday more than 20 years ago', () => {
    expect(issues(createChildSchema(today).safeParse({ ...child, birthday: '2005-06-14' })).birthday).toBe(
      'validation.birthday?field=childBirthday',
    );
  });
});

describe('guardian form', () => {
  it('accepts a complete guardian and normalises a full-width postal code', () => {
    const r = createGuardianSchema(today).parse(guardian);
    expect(r.zipcode).toBe('1500001');
    expect(r.birthYear).toBe(1985);
  });

  it('takes birth years only from this year − 18 to − 107', () => {
    expect(createGuardianSchema(today).safeParse({ ...guardian, birthYear: 2007 }).success).toBe(true);
    expect(issues(createGuardianSchema(today).safeParse({ ...guardian, birthYear: 2008 })).birthYear).toBe(
      'validation.select?field=guardianBirthYear',
    );
    expect(createGuardianSchema(today).safeParse({ ...guardian, birthYear: 1918 }).success).toBe(true);
    expect(createGuardianSchema(today).safeParse({ ...guardian, birthYear: 1917 }).success).toBe(false);
  });

  it('asks for the backup email kind only when a backup email is given', () => {
    expect(
      issues(createGuardianSchema(today).safeParse({ ...guardian, emailBackup: 'b@example.jp' })).emailBackupKbn,
    ).toBe('validation.select?field=emailBackupKind');
    expect(
      createGuardianSchema(today).safeParse({ ...guardian, emailBackup: 'b@example.jp', emailBackupKbn: 'P' }).success,
    ).toBe(true);
  });

  it('asks for the relationship note only when the relationship is OTHERS', () => {
    expect(issues(createGuardianSchema(today).safeParse({ ...guardian, kankeiCode: 'OTHERS' })).kankeiSonota).toBe(
      'validation.required?field=relationshipOther',
    );
    expect(
      createGuardianSchema(today).safeParse({ ...guardian, kankeiCode: 'OTHERS', kankeiSonota: '祖母' }).success,
    ).toBe(true);
  });

  it('rejects a 9-digit phone number and a 6-digit postal code', () => {
    const r = issues(
      createGuardianSchema(today).safeParse({ ...guardian, telNumber: '090-1234-56', zipcode: '150001' }),
    );
    expect(r.telNumber).toBe('validation.phone?field=guardianTel');
    expect(r.zipcode).toBe('validation.postalCode?field=postalCode');
  });

  // Issue 29: phones take full-width digits and hyphens as the postal code does; the server gets digits.
  it('normalises full-width digits and hyphens in both phone numbers', () => {
    const r = createGuardianSchema(today).parse({
      ...guardian,
      telNumber: '０９０－１２３４－５６７８',
      telNumberBackup: '03-1234-5678',
    });
    expect(r.telNumber).toBe('09012345678');
    expect(r.telNumberBackup).toBe('0312345678');
  });

  // Issue 29: the kind of the backup email and the relationship note are reported with every other error.
  it('reports the backup-email kind and the relationship note together with the other errors', () => {
    const r = issues(
      createGuardianSchema(today).safeParse({
        ...guardian,
        lastName: '',
        telNumber: '12',
        emailBackup: 'backup@example.jp',
        emailBackupKbn: '',
        kankeiCode: 'OTHERS',
        kankeiSonota: '',
      }),
    );
    expect(r).toMatchObject({
      lastName: 'validation.required?field=guardianLastName',
      telNumber: 'validation.phone?field=guardianTel',
      emailBackupKbn: 'validation.select?field=emailBackupKind',
      kankeiSonota: 'validation.required?field=relationshipOther',
    });
  });
});

describe('membership input', () => {
  it('needs the privacy consent ticked', () => {
    const r = createMembershipInputSchema(today).safeParse({ kidForm: child, guardianForm: guardian, privacy: false });
    expect(issues(r)).toEqual({ privacy: 'validation.privacy' });
  });
});

function fakeClock() {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    advance: (ms: number) => {
      now += ms;
    },
    clock: {
      now: () => now,
      sleep: async (ms: number) => {
        slept.push(ms);
        now += ms;
      },
    },
  };
}

describe('combined application schema', () => {
  const address: PostalAddress = { prefectureId: 13, prefectureCity: '東京都渋谷区', block: '神宮前' };
  const base = { kidForm: child, guardianForm: guardian, privacy: true };

  it('passes when the postal code exists and no invite code is given', async () => {
    const lookupPostalCode = vi.fn(async () => address);
    const inviteCodeExists = vi.fn(async () => true);
    const r = await createApplicationSchema({
      today,
      clock: fakeClock().clock,
      lookupPostalCode,
      inviteCodeExists,
    }).safeParseAsync(base);
    expect(r.success).toBe(true);
    expect(lookupPostalCode).toHaveBeenCalledWith('1500001');
    expect(inviteCodeExists).not.toHaveBeenCalled();
  });

  it('reports an unknown postal code and an unknown invite code', async () => {
    const schema = createApplicationSchema({
      today,
      clock: fakeClock().clock,
      lookupPostalCode: async () => null,
      inviteCodeExists: async () => false,
    });
    const r = await schema.safeParseAsync({ ...base, inviteCode: 'ABC123' });
    expect(issues(r)).toEqual({
      'guardianForm.zipcode': 'validation.postalCodeNotFound',
      inviteCode: 'validation.inviteCodeNotFound',
    });
  });

  it('treats a failing invite look-up as a code that does not exist', async () => {
    const schema = createApplicationSchema({
      today,
      clock: fakeClock().clock,
      lookupPostalCode: async () => address,
      inviteCodeExists: async () => {
        throw new Error('network');
      },
    });
    expect(issues(await schema.safeParseAsync({ ...base, inviteCode: 'X' })).inviteCode).toBe(
      'validation.inviteCodeNotFound',
    );
  });

  it('looks a postal code up once while the guardian corrects other fields, and at most once a second', async () => {
    const t = fakeClock();
    const lookupPostalCode = vi.fn(async () => address);
    const schema = createApplicationSchema({
      today,
      clock: t.clock,
      lookupPostalCode,
      inviteCodeExists: async () => true,
    });
    await schema.safeParseAsync(base);
    await schema.safeParseAsync({ ...base, privacy: false });
    expect(lookupPostalCode).toHaveBeenCalledTimes(1);
    t.advance(200);
    await schema.safeParseAsync({ ...base, guardianForm: { ...guardian, zipcode: '1000001' } });
    expect(lookupPostalCode).toHaveBeenCalledTimes(2);
    expect(t.slept).toEqual([800]);
  });

  it('limits follow-up texts to 80 characters', async () => {
    const schema = createApplicationSchema({
      today,
      clock: fakeClock().clock,
      lookupPostalCode: async () => address,
      inviteCodeExists: async () => true,
    });
    expect((await schema.safeParseAsync({ ...base, additions: { addition8: 'あ'.repeat(80) } })).success).toBe(true);
    expect(
      issues(await schema.safeParseAsync({ ...base, additions: { addition8: 'あ'.repeat(81) } }))[
        'additions.addition8'
      ],
    ).toBe('validation.tooLong?field=addition&max=80');
  });
});

describe('throttlePostalLookup', () => {
  it('reuses the last result for the same code without calling again', async () => {
    const t = fakeClock();
    const lookup = vi.fn(async () => ({ prefectureId: 13, prefectureCity: '東京都渋谷区', block: '' }));
    const throttled = throttlePostalLookup(lookup, t.clock);
    await throttled('150-0001');
    t.advance(5000);
    expect(await throttled('1500001')).toMatchObject({ prefectureId: 13 });
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('waits out the rest of the second before looking up a different code', async () => {
    const t = fakeClock();
    const lookup = vi.fn(async (code: string) =>
      code === '1500001' ? { prefectureId: 13, prefectureCity: '', block: '' } : null,
    );
    const throttled = throttlePostalLookup(lookup, t.clock);
    await throttled('1500001');
    t.advance(300);
    expect(await throttled('9999999')).toBeNull();
    expect(t.slept).toEqual([700]);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  // Issue 29: a dropped or refused look-up is no answer: it rejects, and is not remembered as "not found".
  it('does not wait when a second has passed; a failed look-up rejects and is asked again', async () => {
    const t = fakeClock();
    const lookup = vi.fn(async (code: string) => {
      if (lookup.mock.calls.length === 1) throw new Error('down');
      return { prefectureId: 13, prefectureCity: '東京都渋谷区', block: code };
    });
    const throttled = throttlePostalLookup(lookup, t.clock);
    await expect(throttled('1000001')).rejects.toThrow('down');
    t.advance(1000);
    expect(await throttled('1000001')).toMatchObject({ prefectureId: 13 });
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(t.slept).toEqual([]);
  });
});
