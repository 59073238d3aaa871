import { consultationFormSchema, trialFormSchema } from '@portal/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BookingValues,
  bookingFields,
  bookingInput,
  consultInput,
  emptyBookingValues,
  flatBookingSchema,
  flatFieldOf,
  flatServerErrors,
  kidCountOf,
  removeKid,
} from './bookingValues';

const kid = (n: number, first: string) => ({
  [`kid${n}LastName`]: '山田',
  [`kid${n}FirstName`]: first,
  [`kid${n}LastNameKana`]: 'ヤマダ',
  [`kid${n}FirstNameKana`]: 'ハナコ',
  [`kid${n}SchoolGrade`]: '3',
});

const valid = (kids = 1): BookingValues => ({
  ...emptyBookingValues(),
  ...Object.assign({}, ...Array.from({ length: kids }, (_, i) => kid(i + 1, ['花子', '次郎', '三郎'][i] ?? ''))),
  kidCount: String(kids),
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'タロウ',
  telNumber: '09012345678',
  email: 'yamada@example.com',
  zipcode: '1500002',
  prefectureCity: '東京都渋谷区',
  blockBuilding: '渋谷2-1-1',
  questionnaire: '1',
  privacy: '1',
});

describe('the flat booking values over the domain schema', () => {
  it('accepts 1 to 3 complete children and names each issue by its flat field', async () => {
    const schema = flatBookingSchema(trialFormSchema);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), async (kids, broken) => {
        expect((await schema.safeParseAsync(valid(kids))).success).toBe(true);
        const values = { ...valid(kids), [`kid${broken}FirstNameKana`]: 'はなこ' };
        const result = await schema.safeParseAsync(values);
        const fields = result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
        expect(fields).toEqual(broken <= kids ? [`kid${broken}FirstNameKana`] : []);
      }),
    );
  });

  it('puts a consultation without first weekday on its field', async () => {
    const schema = flatBookingSchema(consultationFormSchema);
    const result = await schema.safeParseAsync({ ...valid(), kozaCd: 'ROBO', desiredTime1: '2' });
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join('.'))).toEqual(['desiredWeek1']);
  });

  it('lists the fields of the children on screen only, in screen order', () => {
    expect(bookingFields(2, 'trial').filter((f) => f.startsWith('kid'))).toHaveLength(10);
    expect(bookingFields(1, 'consult').slice(0, 2)).toEqual(['kozaCd', 'desiredWeek1']);
  });

  it('maps nested issue paths to flat fields', () => {
    expect(flatFieldOf(['kids', 2, 'schoolGrade'])).toBe('kid3SchoolGrade');
    expect(flatFieldOf(['additions', 'addition8'])).toBe('addition8');
    expect(flatFieldOf(['prefectureCity'])).toBe('prefectureCity');
  });
});

describe('422 answers beside their rows (spec 2 §5.6 / §5.7)', () => {
  it('maps kid.{n}.…, consultInput.… and the split address fields onto the form', () => {
    expect(
      flatServerErrors({
        'kid.1.lastNameKana': ['カタカナで'],
        'consultInput.email': ['ログインのメール'],
        'consultInput.city': ['市区町村'],
        block: ['番地'],
        'consultInput.questionnaireAdd': ['補足'],
        unknownField: ['?'],
      }),
    ).toEqual({
      kid2LastNameKana: ['カタカナで'],
      email: ['ログインのメール'],
      prefectureCity: ['市区町村'],
      blockBuilding: ['番地'],
      questionnaire: ['補足'],
    });
  });
});

describe('removing a child', () => {
  it('moves the later children up and never goes below one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), (count, n) => {
        const before = valid(count);
        const after = removeKid(before, Math.min(n, count));
        if (count === 1) {
          expect(after).toEqual(before);
          return;
        }
        expect(kidCountOf(after)).toBe(count - 1);
        const names = (v: BookingValues) =>
          Array.from({ length: kidCountOf(v) }, (_, i) => v[`kid${(i + 1) as 1 | 2 | 3}FirstName`]);
        const expected = names(before).filter((_, i) => i !== Math.min(n, count) - 1);
        expect(names(after)).toEqual(expected);
        expect(after[`kid${count as 1 | 2 | 3}FirstName`]).toBe('');
      }),
    );
  });
});

describe('the wire input', () => {
  it('derives the prefecture id, city and block, and drops empty optional fields', () => {
    const input = bookingInput({ ...valid(2), addition8: ' 友人 ', questionnaire: '8' }) as unknown as Record<
      string,
      unknown
    >;
    expect(input).toMatchObject({
      prefectureId: 13,
      city: '渋谷区',
      block: '渋谷2-1-1',
      questions: null,
      inviteCode: null,
      addition8: '友人',
      privacy: true,
    });
    expect((input.kids as unknown[]).length).toBe(2);
    expect(bookingInput({ ...valid(), prefectureCity: '渋谷区' })).toBeNull();
  });

  it('sends the consultation choices as numbers, the empty ones as null', () => {
    const input = consultInput({ ...valid(), kozaCd: 'KODOPRO', desiredWeek1: '6', desiredTime1: '2' });
    expect(input).toMatchObject({
      kozaCd: 'KODOPRO',
      desiredWeek1: 6,
      desiredTime1: 2,
      desiredWeek2: null,
      isConsul: 1,
    });
  });
});

// Issue 29 item 7: what is shown is what is sent.
describe('what the wire input sends', () => {
  it('sends the follow-up of the option chosen now, not one typed under another option', () => {
    const switched = { ...valid(), questionnaire: '11', addition8: '同じクラスのお母さん', addition11: '' };
    const input = bookingInput(switched) as unknown as Record<string, unknown>;
    expect(input.addition8).toBeUndefined();
    expect(input.addition11).toBeUndefined();
    const chosen = bookingInput({ ...switched, questionnaire: '8' }) as unknown as Record<string, unknown>;
    expect(chosen.addition8).toBe('同じクラスのお母さん');
  });

  it('sends phones as digits and kana in full width, as the confirm step shows them', () => {
    const input = bookingInput({ ...valid(), telNumber: '０９０－１２３４－５６７８', kid1LastNameKana: 'ﾔﾏﾀﾞ' });
    expect(input?.telNumber).toBe('09012345678');
    expect(input?.kids[0]?.lastNameKana).toBe('ヤマダ');
  });
});
