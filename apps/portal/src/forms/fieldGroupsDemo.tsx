import {
  APPLICATION_COURSE_CODES,
  childBirthday,
  choiceCode,
  choiceId,
  codes,
  emailAddress,
  GENDERS,
  kanaText,
  optionalEmailAddress,
  optionalPhoneNumber,
  optionalText,
  type PostalLookup,
  phoneNumber,
  postalCode,
  prefectureCityText,
  requiredText,
  SCHOOL_GRADES,
} from '@portal/domain';
import { Button, ErrorSummary } from '@portal/ui';
import { type ReactNode, useState } from 'react';
import { z } from 'zod';
import type { AppForm } from './appForm';
import { type ChildNames, ChildRows } from './ChildFields';
import { withoutChild } from './childRows';
import { useAppForm } from './useAppForm';

/**
 * A form made of the field groups alone, over the domain's rules: the stage of their stories and tests
 * (ADR 038). Every group's fields are here; a story or test shows the groups it is about.
 */
const TODAY = new Date('2026-11-21T03:00:00Z');
const ids = (list: readonly { id: number }[]) => list.map((o) => o.id);
const kid = (n: number) => ({
  [`kid${n}LastName`]: requiredText({ code: 'childLastName', child: n }),
  [`kid${n}FirstName`]: requiredText({ code: 'childFirstName', child: n }),
  [`kid${n}LastNameKana`]: kanaText({ code: 'childLastNameKana', child: n }),
  [`kid${n}FirstNameKana`]: kanaText({ code: 'childFirstNameKana', child: n }),
  [`kid${n}SchoolGrade`]: choiceId({ code: 'childSchoolGrade', child: n }, ids(SCHOOL_GRADES)),
});
const shapes: Record<string, z.ZodType> = {
  lastName: requiredText('guardianLastName'),
  firstName: requiredText('guardianFirstName'),
  lastNameKana: kanaText('guardianLastNameKana'),
  firstNameKana: kanaText('guardianFirstNameKana'),
  telNumber: phoneNumber('guardianTel'),
  telNumberBackup: optionalPhoneNumber('guardianTelBackup'),
  email: emailAddress('guardianEmail'),
  emailKbn: choiceCode('emailKind', ['P', 'M']),
  emailBackup: optionalEmailAddress('guardianEmailBackup'),
  emailBackupKbn: z.string(),
  zipcode: postalCode(),
  prefectureId: choiceId('prefecture'),
  city: requiredText('city'),
  block: requiredText('block'),
  building: optionalText('building'),
  prefectureCity: prefectureCityText,
  blockBuilding: requiredText('blockBuilding'),
  childLastName: requiredText('childLastName'),
  childFirstName: requiredText('childFirstName'),
  childLastNameKana: kanaText('childLastNameKana'),
  childFirstNameKana: kanaText('childFirstNameKana'),
  childBirthday: childBirthday(TODAY),
  childGenderId: choiceId('childGender', ids(GENDERS)),
  childSchoolName: requiredText('childSchoolName'),
  childSchoolGrade: choiceId('childSchoolGrade', ids(SCHOOL_GRADES)),
  kidCount: z.string(),
  privacy: z.literal('1', { error: codes.privacy }),
  classroomId: choiceId('classroom'),
  course: choiceCode('course', APPLICATION_COURSE_CODES),
  ...kid(1),
  ...kid(2),
  ...kid(3),
};
export type DemoField =
  | `${'last' | 'first'}Name${'' | 'Kana'}`
  | 'telNumber'
  | 'telNumberBackup'
  | `email${'' | 'Kbn' | 'Backup' | 'BackupKbn'}`
  | 'zipcode'
  | 'prefectureId'
  | 'city'
  | 'block'
  | 'building'
  | 'prefectureCity'
  | 'blockBuilding'
  | `child${'LastName' | 'FirstName' | 'LastNameKana' | 'FirstNameKana' | 'Birthday' | 'GenderId' | 'SchoolName' | 'SchoolGrade'}`
  | 'kidCount'
  | 'privacy'
  | 'classroomId'
  | 'course'
  | `kid${1 | 2 | 3}${'Last' | 'First'}Name${'' | 'Kana'}`
  | `kid${1 | 2 | 3}SchoolGrade`;
export type DemoValues = Record<DemoField, string>;
export const DEMO_FIELDS = Object.keys(shapes) as DemoField[];
export const DEMO_TODAY = TODAY;
export const emptyDemo = (): DemoValues =>
  ({ ...Object.fromEntries(DEMO_FIELDS.map((k) => [k, ''])), kidCount: '1' }) as DemoValues;

/** Checks only the fields a story shows, so an untouched group does not fill the summary. */
const schemaFor = (shown: readonly DemoField[]) =>
  z.object(Object.fromEntries(shown.map((k) => [k, shapes[k] ?? z.string()])));

export function FieldGroupDemo({
  shown,
  defaults = {},
  children,
}: {
  /** The fields the groups on the stage hold (what the submit checks). */
  shown: readonly DemoField[];
  defaults?: Partial<DemoValues>;
  children: (f: AppForm<DemoValues>) => ReactNode;
}) {
  const [schema] = useState(() => schemaFor(shown));
  const [sent, setSent] = useState<string>('');
  const f = useAppForm<DemoValues, unknown>({
    schema,
    defaultValues: { ...emptyDemo(), ...defaults },
    fields: shown,
    idPrefix: 'demo',
    failureMessage: () => '',
  });
  return (
    <form noValidate onSubmit={f.handleSubmit((values) => setSent(JSON.stringify(values)))}>
      <ErrorSummary errors={f.summary} submitCount={f.submitCount} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
        {children(f)}
        <div>
          <Button type="submit">確認する</Button>
        </div>
        <output aria-label="送信内容">{sent}</output>
      </div>
    </form>
  );
}

/** A postal look-up as the API answers it: 1500001 and 1800004 exist, 0000000 does not, 9999999 cannot be reached. */
export const demoLookup: PostalLookup = async (code) => {
  if (code === '9999999') throw new Error('network');
  if (code === '1500001') return { prefectureId: 13, prefectureCity: '東京都渋谷区', block: '神宮前' };
  if (code === '1800004') return { prefectureId: 13, prefectureCity: '東京都武蔵野市', block: '吉祥寺本町' };
  return null;
};

const demoChild = (n: number) =>
  ({
    lastName: `kid${n}LastName`,
    firstName: `kid${n}FirstName`,
    lastNameKana: `kid${n}LastNameKana`,
    firstNameKana: `kid${n}FirstNameKana`,
    schoolGrade: `kid${n}SchoolGrade`,
  }) as ChildNames<DemoValues>;

/** The children of the stage: one to three, as a booking holds them. */
export function DemoChildRows({ f }: { f: AppForm<DemoValues> }) {
  const count = Math.min(3, Math.max(1, Number(f.form.watch('kidCount')) || 1));
  return (
    <ChildRows
      f={f}
      count={count}
      max={3}
      idPrefix="demo"
      fieldsOf={demoChild}
      onAdd={() => f.form.setValue('kidCount', String(count + 1))}
      onRemove={(n) =>
        f.form.reset(
          { ...withoutChild(f.form.getValues(), n, count, demoChild), kidCount: String(count - 1) },
          { keepDefaultValues: true, keepIsSubmitted: true, keepSubmitCount: true },
        )
      }
    />
  );
}

/** Every field the children of the stage may hold. */
export const DEMO_CHILD_FIELDS: DemoField[] = [1, 2, 3].flatMap((n) => Object.values(demoChild(n)));
