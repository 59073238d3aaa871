import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jstDate } from '../time/jst';
import {
  ADDITION_QUESTIONNAIRE_IDS,
  additionsSchema,
  childBirthday,
  childBirthdayFocusDefault,
  childBirthdayWindow,
  choiceCode,
  choiceId,
  codes,
  emailAddress,
  isEmail,
  isIsoDate,
  isKatakana,
  isPhoneNumber,
  kanaText,
  optionalEmailAddress,
  optionalPhoneNumber,
  optionalText,
  postalCode,
  requiredText,
} from './rules';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

const katakana = fc.constantFrom(
  ...'アイウエオカキクケコガギグゲゴサシスセソタチツテトナニヌネノハヒフヘホパピプペポマミムメモヤユヨラリルレロワヲンァィゥェォッャュョヴヵヶー',
);
const digit = fc.constantFrom(...'0123456789');

describe('kana', () => {
  it('accepts every full-width katakana name', () => {
    fc.assert(fc.property(fc.array(katakana, { minLength: 1, maxLength: 20 }), (chars) => isKatakana(chars.join(''))));
  });

  it('rejects hiragana, kanji, half-width katakana, latin letters and spaces', () => {
    for (const bad of ['やまだ', '山田', 'ﾔﾏﾀﾞ', 'Yamada', 'ヤマ ダ', 'ヤマ　ダ', ''])
      expect(isKatakana(bad)).toBe(false);
  });

  it('says which field must be katakana, and that an empty one is not entered', () => {
    expect(firstMessage(kanaText('lastNameKana').safeParse('やまだ'))).toBe('validation.kana?field=lastNameKana');
    expect(firstMessage(kanaText('lastNameKana').safeParse(''))).toBe('validation.required?field=lastNameKana');
  });
});

describe('phone number', () => {
  it('accepts 0 followed by 9 or 10 digits', () => {
    fc.assert(
      fc.property(fc.array(digit, { minLength: 9, maxLength: 10 }), (rest) => isPhoneNumber(`0${rest.join('')}`)),
    );
  });

  it('rejects each invalid class: hyphens, wrong first digit, too short, too long', () => {
    fc.assert(
      fc.property(
        fc.array(digit, { minLength: 9, maxLength: 10 }),
        fc.constantFrom(...'123456789'),
        (rest, first) => !isPhoneNumber(`${first}${rest.join('')}`),
      ),
    );
    for (const bad of ['03-1234-5678', '031234567', '031234567890', '０３１２３４５６７８']) {
      expect(isPhoneNumber(bad)).toBe(false);
    }
  });

  it('lets the backup number be empty', () => {
    expect(optionalPhoneNumber().parse(undefined)).toBe('');
    expect(optionalPhoneNumber().parse('')).toBe('');
    expect(firstMessage(optionalPhoneNumber().safeParse('12345'))).toBe('validation.phone?field=telBackup');
  });
});

describe('postal code', () => {
  it('accepts 7 digits in any of the forms people type', () => {
    fc.assert(
      fc.property(fc.array(digit, { minLength: 7, maxLength: 7 }), fc.constantFrom('', '-', '－'), (d, hyphen) => {
        const text = `${d.slice(0, 3).join('')}${hyphen}${d.slice(3).join('')}`;
        return postalCode().parse(text) === d.join('');
      }),
    );
  });

  it('rejects 6 or 8 digits with the postal-code message', () => {
    expect(firstMessage(postalCode().safeParse('123456'))).toBe('validation.postalCode?field=postalCode');
    expect(firstMessage(postalCode().safeParse('12345678'))).toBe('validation.postalCode?field=postalCode');
    expect(firstMessage(postalCode().safeParse(''))).toBe('validation.required?field=postalCode');
  });
});

describe('text limits', () => {
  it('accepts 255 characters and rejects 256 with the field name', () => {
    expect(requiredText('childSchoolName').safeParse('あ'.repeat(255)).success).toBe(true);
    expect(firstMessage(requiredText('childSchoolName').safeParse('あ'.repeat(256)))).toBe(
      'validation.tooLong?field=childSchoolName&max=255',
    );
  });

  it('counts an emoji as one character, as the counter on screen does (issue 31 item 8)', () => {
    expect(requiredText('childSchoolName', 3).safeParse('🤖🤖🤖').success).toBe(true);
    expect(optionalText('addition', 2).safeParse('😊😊').success).toBe(true);
    expect(firstMessage(optionalText('addition', 2).safeParse('😊😊😊'))).toBe(
      'validation.tooLong?field=addition&max=2',
    );
  });

  it('treats only spaces as not entered', () => {
    expect(firstMessage(requiredText('lastName').safeParse('   '))).toBe('validation.required?field=lastName');
    expect(firstMessage(requiredText('lastName').safeParse(undefined))).toBe('validation.required?field=lastName');
  });
});

describe('email', () => {
  it('accepts ordinary addresses and rejects malformed ones', () => {
    expect(isEmail('hanako.yamada@example.jp')).toBe(true);
    for (const bad of ['hanako', 'hanako@', '@example.jp', 'hanako@example', 'ha nako@example.jp']) {
      expect(isEmail(bad)).toBe(false);
    }
    expect(firstMessage(emailAddress().safeParse('hanako@'))).toBe('validation.email?field=email');
    expect(firstMessage(emailAddress().safeParse(`${'a'.repeat(250)}@example.jp`))).toBe(
      'validation.tooLong?field=email&max=255',
    );
  });

  it('accepts every address of the ordinary shape and rejects each malformed class', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);
    const local = fc.tuple(word, fc.constantFrom('', '.', '_', '-', '+'), word).map(([a, sep, b]) => `${a}${sep}${b}`);
    const domain = fc.tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/));
    fc.assert(
      fc.property(local, domain, (l, [labels, tld]) => {
        const address = `${l}@${labels.join('.')}.${tld}`;
        expect(isEmail(address)).toBe(true);
        expect(isEmail(address.replace('@', ''))).toBe(false); // no @
        expect(isEmail(`${l}@${labels.join('.')}`.replace(/\./g, ''))).toBe(false); // no dot in the domain
        expect(isEmail(`${l} x@${labels.join('.')}.${tld}`)).toBe(false); // a space
        expect(isEmail(`${l}@@${labels.join('.')}.${tld}`)).toBe(false); // two @
      }),
    );
  });

  it('lets the backup email be empty but not malformed', () => {
    expect(optionalEmailAddress().parse('')).toBe('');
    expect(optionalEmailAddress().safeParse('x@').success).toBe(false);
  });
});

describe('choices', () => {
  it('reads a select value given as text and refuses an empty one', () => {
    expect(choiceId('gender', [1, 2]).parse('2')).toBe(2);
    expect(firstMessage(choiceId('gender', [1, 2]).safeParse(''))).toBe('validation.select?field=gender');
    expect(firstMessage(choiceId('gender', [1, 2]).safeParse(3))).toBe('validation.select?field=gender');
    expect(choiceId('questionnaire').parse(7)).toBe(7);
  });

  it('accepts only listed codes', () => {
    expect(choiceCode('emailKind', ['P', 'M']).parse('M')).toBe('M');
    expect(firstMessage(choiceCode('emailKind', ['P', 'M']).safeParse(null))).toBe('validation.select?field=emailKind');
  });
});

describe('child birthday', () => {
  const today = jstDate(2025, 4, 10, 9);

  it('allows from 20 years ago to today in JST', () => {
    expect(childBirthdayWindow(today)).toEqual({ min: '2005-04-10', max: '2025-04-10' });
    const schema = childBirthday(today);
    expect(schema.safeParse('2005-04-10').success).toBe(true);
    expect(schema.safeParse('2025-04-10').success).toBe(true);
    expect(firstMessage(schema.safeParse('2005-04-09'))).toBe('validation.birthday?field=childBirthday');
    expect(firstMessage(schema.safeParse('2025-04-11'))).toBe('validation.birthday?field=childBirthday');
  });

  it('takes today as the JST date at 23:59 JST on the last day of a month', () => {
    const late = jstDate(2025, 1, 31, 23, 59);
    expect(childBirthdayWindow(late).max).toBe('2025-01-31');
    expect(childBirthday(late).safeParse('2025-01-31').success).toBe(true);
  });

  it('refuses impossible dates and other formats', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2020/01/01')).toBe(false);
    expect(firstMessage(childBirthday(today).safeParse(''))).toBe('validation.required?field=childBirthday');
  });

  it('opens an empty date field on 5 years ago, and 29 February on 28 February', () => {
    expect(childBirthdayFocusDefault(today)).toBe('2020-04-10');
    expect(childBirthdayFocusDefault(jstDate(2024, 2, 29))).toBe('2019-02-28');
    expect(childBirthdayWindow(jstDate(2024, 2, 29)).min).toBe('2004-02-29');
  });
});

describe('invalid classes, property-based', () => {
  it('rejects postal codes of any length other than 7 digits', () => {
    fc.assert(
      fc.property(
        fc.array(digit, { maxLength: 12 }).filter((d) => d.length !== 7),
        (d) => !postalCode().safeParse(d.join('')).success,
      ),
    );
  });

  it('rejects a postal code with any non-digit inside', () => {
    fc.assert(
      fc.property(
        fc.array(digit, { minLength: 7, maxLength: 7 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom('a', 'Z', '.', '〒', 'あ', '_'),
        (d, at, bad) => {
          const chars = [...d];
          chars[at] = bad;
          return !postalCode().safeParse(chars.join('')).success;
        },
      ),
    );
  });

  it('rejects a kana name with any hiragana, kanji, latin or half-width character in it', () => {
    fc.assert(
      fc.property(
        fc.array(katakana, { minLength: 1, maxLength: 10 }),
        fc.constantFrom('あ', 'ん', '山', 'a', 'Z', 'ｱ', 'ﾞ', ' ', '1'),
        fc.nat(),
        (chars, bad, pos) => {
          const at = pos % (chars.length + 1);
          const text = [...chars.slice(0, at), bad, ...chars.slice(at)].join('');
          return !isKatakana(text);
        },
      ),
    );
  });

  it('accepts every text up to the limit and rejects every text beyond it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), (n) => {
        const ok = requiredText('questions').safeParse('x'.repeat(n)).success;
        return ok === n <= 255;
      }),
    );
  });
});

describe('additionsSchema', () => {
  it('has one optional follow-up per questionnaire option with free text, each up to 80 characters', () => {
    expect(additionsSchema.parse(undefined)).toEqual({
      addition8: '',
      addition11: '',
      addition16: '',
      addition19: '',
      addition30: '',
      addition31: '',
    });
    expect(additionsSchema.parse({ addition19: ' 友人の紹介 ' }).addition19).toBe('友人の紹介');
    const r = additionsSchema.safeParse({ addition31: 'あ'.repeat(81) });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['addition31', 'validation.tooLong?field=addition&max=80'],
    ]);
    expect(ADDITION_QUESTIONNAIRE_IDS).toEqual([8, 11, 16, 19, 30, 31]);
  });
});

describe('invisible and control characters (issue 31 item 23)', () => {
  const name = requiredText('lastName');
  const comment = requiredText('childComment', 500);
  const kana = kanaText('lastNameKana');
  // Unicode Cc and Cf: zero-width space and joiners, bidirectional overrides and isolates, soft hyphen, BOM, C0/C1.
  const invisible = fc.constantFrom(
    '\u200b',
    '\u200c',
    '\u200d',
    '\u2060',
    '\u202a',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u00ad',
    '\ufeff',
    '\u0007',
    '\u001b',
    '\u0085',
    '\u061c',
  );
  const visible = fc.string({
    unit: fc.constantFrom(...'山田花子abcXYZ 0123アイウ'.split('')),
    minLength: 1,
    maxLength: 20,
  });

  it('refuses a name of only a zero-width space: it is no name', () => {
    expect(name.safeParse('\u200b').error?.issues[0]?.message).toBe(codes.invisible('lastName'));
    expect(kana.safeParse('\u200b').success).toBe(false);
  });

  const refusedAsInvisible = (text: string) => {
    for (const schema of [name, comment, optionalText('building')]) {
      const result = schema.safeParse(text);
      expect(result.error?.issues.map((i) => i.message)).toContainEqual(expect.stringContaining('invisible'));
    }
  };

  it('refuses any text holding a control or format character between visible ones', () => {
    fc.assert(
      fc.property(visible, invisible, visible, (before, bad, after) => {
        refusedAsInvisible(`${before.trim() || '山'}${bad}${after.trim() || '子'}`);
      }),
    );
  });

  it('refuses one at the end too, except a byte order mark, which trimming removes like a space', () => {
    fc.assert(
      fc.property(
        visible,
        invisible.filter((c) => c !== '\ufeff'),
        fc.constantFrom('', ' ', '  '),
        (before, bad, spaces) => {
          refusedAsInvisible(`${before.trim() || '山'}${bad}${spaces}`);
        },
      ),
    );
    // Found by this property on CI: "山\ufeff " is "山" once trimmed; what is kept holds nothing invisible.
    expect(name.parse('山\ufeff ')).toBe('山');
    expect(comment.parse('\ufeffよろしくお願いします')).toBe('よろしくお願いします');
  });

  it('keeps the line breaks and tabs of a comment, and every visible text', () => {
    expect(comment.parse('一行目\n二行目\r\n\t三行目')).toBe('一行目\n二行目\r\n\t三行目');
    fc.assert(
      fc.property(
        visible.filter((v) => v.trim() !== ''),
        (text) => name.safeParse(text).success,
      ),
    );
  });

  it('normalises a person name (NFKC) before its rules, and no other text', () => {
    expect(name.parse('ＹＡＭＡＤＡ')).toBe('YAMADA');
    expect(requiredText({ code: 'childFirstName', child: 2 }).parse('ﾊﾅｺ')).toBe('ハナコ');
    expect(kana.parse('ﾔﾏﾀﾞ')).toBe('ヤマダ');
    expect(comment.parse('ＡＢＣ！')).toBe('ＡＢＣ！');
  });
});
