import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREFECTURES } from '../address/prefectures';
import { calculateCosts, discountIncludingTax } from '../cost/cost';
import { jstDate, jstIsoDate } from '../time/jst';
import { childBirthday, childBirthdayWindow, isKatakana, kanaText, phoneNumber, postalCode } from '../validation/rules';
import { createGuardianSchema } from './application';
import { prefectureCityText } from './booking';

// Issue 16: the application's schemas over many generated inputs (spec 2 §5, §9.3).

const runs = { numRuns: 300 };
const KATAKANA = [
  ...'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶヷヸヹヺー',
];
const katakana = fc.array(fc.constantFrom(...KATAKANA), { minLength: 1, maxLength: 20 }).map((cs) => cs.join(''));
const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((cs) => cs.join(''));
const FULL_WIDTH = '０１２３４５６７８９';

describe('kana (spec 2 §5.1: full-width katakana only, required)', () => {
  const schema = kanaText('childLastNameKana');
  it('accepts any full-width katakana', () => {
    fc.assert(
      fc.property(katakana, (text) => schema.safeParse(text).success),
      runs,
    );
  });
  it('refuses any text with a character that is not full-width katakana', () => {
    const other = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 4 })
      .filter((s) => s.trim() !== '' && !isKatakana(s.trim()));
    fc.assert(
      fc.property(katakana, other, katakana, (a, b, c) => {
        // A name is read as NFKC first (issue 29, 31 item 23): half-width ｦ and circled ㋐ stand for katakana.
        fc.pre(!isKatakana(`${a}${b}${c}`.normalize('NFKC').trim()));
        return !schema.safeParse(`${a}${b}${c}`).success;
      }),
      runs,
    );
  });
  it('refuses hiragana', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0x3041, max: 0x3096 }), { minLength: 1, maxLength: 8 }),
        (codes) => !schema.safeParse(String.fromCodePoint(...codes)).success,
      ),
      runs,
    );
  });
  // Issue 29: half-width katakana (ｱｲｳ, ｶﾞ) are taken as the full-width katakana they stand for.
  it('takes half-width katakana as full width', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0xff66, max: 0xff9d }), { minLength: 1, maxLength: 8 }), (codes) => {
        const text = String.fromCodePoint(...codes);
        const result = schema.safeParse(text);
        return result.success && result.data === text.normalize('NFKC');
      }),
      runs,
    );
    expect(schema.parse('ﾔﾏﾀﾞ ')).toBe('ヤマダ');
  });
});

describe('phone (spec 2 §5.3: 0 then 9 or 10 digits, no hyphens)', () => {
  const schema = phoneNumber('tel');
  it('accepts 0 followed by 9 or 10 digits', () => {
    fc.assert(
      fc.property(digits(9, 10), (rest) => schema.safeParse(`0${rest}`).success),
      runs,
    );
  });
  it('refuses other lengths, another first digit, and hyphens', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          digits(0, 8).map((d) => `0${d}`),
          digits(11, 14).map((d) => `0${d}`),
        ),
        (text) => !schema.safeParse(text).success,
      ),
      runs,
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        digits(9, 10),
        (first, rest) => !schema.safeParse(`${first}${rest}`).success,
      ),
      runs,
    );
    fc.assert(
      fc.property(digits(2, 3), digits(3, 4), digits(4, 4), (a, b, c) => {
        // Issue 29: hyphens are removed as in the postal code; what remains must still be 10 or 11 digits.
        const result = schema.safeParse(`0${a}-${b}-${c}`);
        return (
          result.success === /^0\d{9,10}$/.test(`0${a}${b}${c}`) && (!result.success || !result.data.includes('-'))
        );
      }),
      runs,
    );
  });
});

describe('postal code (spec 2 §5.3: exactly 7 digits; full-width digits and hyphens normalised)', () => {
  const schema = postalCode();
  it('accepts 7 digits, written half- or full-width, with or without the hyphen after the third', () => {
    fc.assert(
      fc.property(digits(7, 7), fc.boolean(), fc.boolean(), (code, wide, hyphen) => {
        const text = `${code.slice(0, 3)}${hyphen ? '－' : ''}${code.slice(3)}`;
        const written = wide ? [...text].map((c) => (/\d/.test(c) ? FULL_WIDTH[Number(c)] : c)).join('') : text;
        const result = schema.safeParse(written);
        return result.success && result.data === code;
      }),
      runs,
    );
  });
  it('refuses any other number of digits', () => {
    fc.assert(
      fc.property(fc.oneof(digits(1, 6), digits(8, 12)), (code) => !schema.safeParse(code).success),
      runs,
    );
  });
});

describe('prefectureCity (spec 2 §5.4: a prefecture name, then more text)', () => {
  const city = fc
    .array(fc.constantFrom(...'渋谷区横浜市中央区札幌市北区那覇市青葉区'), { minLength: 1, maxLength: 6 })
    .map((cs) => cs.join(''));
  it('accepts every prefecture followed by a city', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PREFECTURES),
        city,
        (p, c) => prefectureCityText.safeParse(`${p.name}${c}`).success,
      ),
      runs,
    );
  });
  it('refuses a prefecture alone, and a text that does not start with a prefecture', () => {
    for (const p of PREFECTURES) expect(prefectureCityText.safeParse(p.name).success, p.name).toBe(false);
    fc.assert(
      fc.property(city, (c) => !prefectureCityText.safeParse(`市${c}`).success),
      runs,
    );
  });
});

describe('birthday window (spec 2 §5.2: from 20 years ago to today, JST)', () => {
  // Any day from 2001 to 2040, at any hour.
  const today = fc.integer({ min: Date.UTC(2001, 0, 1), max: Date.UTC(2040, 11, 31) }).map((ms) => new Date(ms));
  const addDays = (iso: string, days: number) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    return jstIsoDate(jstDate(y, m, d + days));
  };
  it('accepts both ends and refuses the day before and the day after', () => {
    fc.assert(
      fc.property(today, (now) => {
        const { min, max } = childBirthdayWindow(now);
        const schema = childBirthday(now);
        return (
          schema.safeParse(min).success &&
          schema.safeParse(max).success &&
          !schema.safeParse(addDays(min, -1)).success &&
          !schema.safeParse(addDays(max, 1)).success
        );
      }),
      runs,
    );
  });
  it('spans 20 years ending today in Japan', () => {
    fc.assert(
      fc.property(today, (now) => {
        const { min, max } = childBirthdayWindow(now);
        return max === jstIsoDate(now) && Number(max.slice(0, 4)) - Number(min.slice(0, 4)) === 20;
      }),
      runs,
    );
  });
});

describe('backup email kind (spec 2 §5.3: required only when a backup email is given)', () => {
  const now = jstDate(2026, 11, 23, 10);
  const guardian = {
    lastName: '伊藤',
    firstName: '真由美',
    lastNameKana: 'イトウ',
    firstNameKana: 'マユミ',
    birthYear: 1988,
    genderId: 2,
    telNumber: '09012345678',
    telNumberBackup: '',
    email: 'mayumi@example.com',
    emailKbn: 'M',
    emailBackup: '',
    emailBackupKbn: '',
    jobId: 3,
    kankeiCode: 'MOTHER',
    kankeiSonota: '',
    zipcode: '1520035',
    prefectureId: 13,
    city: '目黒区',
    block: '自由が丘1-2-3',
    building: '',
  };
  const local = fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/);
  const kind = fc.constantFrom('', 'P', 'M');
  it('asks for the kind exactly when a backup email is given', () => {
    // One schema for every run: building it per run made this test slow on a loaded machine.
    const schema = createGuardianSchema(now);
    fc.assert(
      fc.property(fc.option(local, { nil: '' }), kind, (name, emailBackupKbn) => {
        const emailBackup = name === '' ? '' : `${name}@example.jp`;
        const result = schema.safeParse({ ...guardian, emailBackup, emailBackupKbn });
        const kindMissing = !result.success && result.error.issues.some((i) => i.path.join('.') === 'emailBackupKbn');
        return kindMissing === (emailBackup !== '' && emailBackupKbn === '');
      }),
      runs,
    );
  });
});

describe('tax rounding on discounts (spec 2 §9.3)', () => {
  const line = fc.record({
    feeTypeId: fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 99),
    costName: fc.constant('費用'),
    cost: fc.integer({ min: 0, max: 200_000 }),
  });
  // The contract's costTax: the cost with 10% tax, rounded down.
  const costs = fc
    .array(line, { maxLength: 6 })
    .map((ls) => ls.map((l) => ({ ...l, costTax: Math.floor(l.cost * 1.1) })));
  const discounts = fc.array(fc.record({ name: fc.constant('割引'), fee: fc.integer({ min: 0, max: 50_000 }) }), {
    maxLength: 3,
  });

  it("a discount's tax-included figure is the floor of the discount times 1.1", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        (fee) => discountIncludingTax(fee) === Math.floor((fee * 11) / 10),
      ),
      runs,
    );
  });

  it('takes 10% of the discount, rounded down, off the tax; the total adds up and is never negative', () => {
    fc.assert(
      fc.property(costs, discounts, (cs, ds) => {
        const s = calculateCosts(cs, ds);
        const gross = cs.reduce((sum, c) => sum + c.cost, 0);
        const grossTax = cs.reduce((sum, c) => sum + c.costTax - c.cost, 0);
        const discount = Math.min(
          ds.reduce((sum, d) => sum + d.fee, 0),
          gross,
        );
        return (
          s.discount.excludingTax === discount &&
          s.tax === Math.max(grossTax - Math.min(Math.floor(discount / 10), grossTax), 0) &&
          s.subtotal === gross - discount &&
          s.total === s.subtotal + s.tax &&
          s.total >= 0 &&
          s.tax >= 0
        );
      }),
      runs,
    );
  });

  it('never lets a larger discount raise the total', () => {
    fc.assert(
      fc.property(costs, fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: 50_000 }), (cs, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const total = (fee: number) => calculateCosts(cs, [{ name: '割引', fee }]).total;
        return total(large) <= total(small);
      }),
      runs,
    );
  });
});
