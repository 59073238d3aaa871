import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consultationFormSchema } from './booking';
import { BOOKING_SERVER_FIELDS, bookingFieldErrors, consultServerErrorKey } from './serverErrors';

describe('booking 422 errors per field', () => {
  it('puts each child error beside that child’s row', () => {
    expect(
      bookingFieldErrors({
        'kid.0.lastName': ['姓を入力してください'],
        'kid.2.schoolGrade': ['学年を選択してください'],
      }),
    ).toEqual({ 'kids.0.lastName': ['姓を入力してください'], 'kids.2.schoolGrade': ['学年を選択してください'] });
  });

  it('strips the consultInput prefix of the guardian fields', () => {
    expect(
      bookingFieldErrors({
        'consultInput.telNumber': ['電話番号が正しくありません'],
        'consultInput.email': ['メールアドレスの形式が正しくありません'],
        'consultInput.inviteCode': ['入力されたコードは存在しません'],
      }),
    ).toEqual({
      telNumber: ['電話番号が正しくありません'],
      email: ['メールアドレスの形式が正しくありません'],
      inviteCode: ['入力されたコードは存在しません'],
    });
  });

  it('shows the split address errors on the rows the guardian typed them in, without repeating a message', () => {
    expect(
      bookingFieldErrors({
        'consultInput.prefectureId': ['都道府県が見つかりませんでした'],
        'consultInput.city': ['市区町村を入力してください', '都道府県が見つかりませんでした'],
        'consultInput.block': ['番地を入力してください'],
        'consultInput.building': ['建物名は255文字以内で入力してください'],
        'consultInput.questionnaireAdd': ['補足は80文字以内で入力してください'],
      }),
    ).toEqual({
      prefectureCity: ['都道府県が見つかりませんでした', '市区町村を入力してください'],
      blockBuilding: ['番地を入力してください', '建物名は255文字以内で入力してください'],
      additions: ['補足は80文字以内で入力してください'],
    });
  });

  it('takes bare guardian names and single-string messages (the trial’s keys are not specified)', () => {
    expect(
      bookingFieldErrors({ zipcode: '郵便番号を正しく入力してください', 'kids.1.firstName': ['名を入力してください'] }),
    ).toEqual({
      zipcode: ['郵便番号を正しく入力してください'],
      'kids.1.firstName': ['名を入力してください'],
    });
  });

  it('leaves out fields the form has no row for, and empty lists', () => {
    expect(bookingFieldErrors({ 'consultInput.unknown': ['x'], 'kid.0.birthday': ['x'], email: [], _: ['x'] })).toEqual(
      {},
    );
    expect(bookingFieldErrors(undefined)).toEqual({});
    expect(bookingFieldErrors(null)).toEqual({});
  });
});

describe('consultation issue path to the server key', () => {
  it('names children kid.{n} and the guardian fields consultInput.*', () => {
    expect(consultServerErrorKey(['kids', 1, 'lastNameKana'])).toBe('kid.1.lastNameKana');
    expect(consultServerErrorKey(['telNumber'])).toBe('consultInput.telNumber');
    expect(consultServerErrorKey(['prefectureCity'])).toBe('consultInput.city');
    expect(consultServerErrorKey(['blockBuilding'])).toBe('consultInput.block');
    expect(consultServerErrorKey(['additions', 'addition8'])).toBe('consultInput.questionnaireAdd');
  });

  it('round-trips every issue of an invalid consultation back to a row of the form', () => {
    const kid = { lastName: '', firstName: '', lastNameKana: 'abc', firstNameKana: '', schoolGrade: '' };
    const result = consultationFormSchema.safeParse({
      kids: [kid, kid],
      lastName: '',
      firstName: '',
      lastNameKana: 'さとう',
      firstNameKana: '',
      telNumber: '123',
      email: 'no',
      zipcode: '12',
      prefectureCity: '東京',
      blockBuilding: '',
      questionnaire: '',
      additions: { addition8: 'あ'.repeat(81) },
      questions: 'あ'.repeat(256),
      inviteCode: '',
      privacy: false,
      kozaCd: '',
      desiredWeek1: '',
      desiredTime1: '',
      desiredWeek2: '9',
    });
    expect(result.success).toBe(false);
    const server: Record<string, string[]> = {};
    for (const issue of result.error?.issues ?? []) {
      const key = consultServerErrorKey(issue.path);
      server[key] = [...(server[key] ?? []), issue.message];
    }
    const rows = bookingFieldErrors(server);
    for (const issue of result.error?.issues ?? []) {
      const row = issue.path[0] === 'kids' ? issue.path.slice(0, 3).join('.') : String(issue.path[0]);
      expect(rows[row], row).toContain(issue.message);
    }
  });

  it('maps every listed guardian server field to a form row', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(BOOKING_SERVER_FIELDS)),
        fc.string({ minLength: 1 }),
        (name, message) => {
          const rows = bookingFieldErrors({ [`consultInput.${name}`]: [message] });
          expect(Object.values(rows)).toEqual([[message]]);
        },
      ),
    );
  });
});
