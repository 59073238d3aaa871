/**
 * Message codes (ADR 027): domain never words a message. A zod issue's `message` is a code, the catalogue
 * key of its text plus the values the text needs, written `key?name=value&…`
 * (`validation.tooLong?field=comment&max=149`). The portal words it through i18next, the server through
 * the Japanese catalogue, both with `wordMessage`.
 */

/** Spec 2 §5 / spec 1 §5: the fields a message names, each a key under `fields.` in the catalogue. */
export const FIELD_CODES = [
  // Profile (spec 1 §5) and sign-in (spec 1 §4).
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'birthYear',
  'gender',
  'tel',
  'telBackup',
  'email',
  'emailBackup',
  'postalCode',
  'prefecture',
  'city',
  'block',
  'building',
  'buildingRoom',
  'password',
  // Setting a password (issue 32).
  'newPassword',
  'passwordConfirmation',
  'currentPassword',
  'comment',
  'startMonth',
  'endMonth',
  'contactCategory',
  'contactContent',
  // The membership application (spec 2 §3.1-§3.3): the child, then the guardian.
  'childLastName',
  'childFirstName',
  'childLastNameKana',
  'childFirstNameKana',
  'childBirthday',
  'childGender',
  'childSchoolName',
  'childSchoolGrade',
  'guardianLastName',
  'guardianFirstName',
  'guardianLastNameKana',
  'guardianFirstNameKana',
  'guardianBirthYear',
  'guardianGender',
  'guardianTel',
  'guardianTelBackup',
  'guardianEmail',
  'guardianEmailBackup',
  'emailKind',
  'emailBackupKind',
  'occupation',
  'relationship',
  'relationshipOther',
  'questions',
  'inviteCode',
  'addition',
  // Trial and consultation bookings (spec 2 §3.5, §3.6).
  'prefectureCity',
  'blockBuilding',
  'questionnaire',
  'questionsRequests',
  'desiredCourse',
  'desiredWeek1',
  'desiredWeek2',
  'desiredWeek3',
  'desiredTime1',
  'desiredTime2',
  'desiredTime3',
  // A lesson record the classroom posts (issue 13).
  'recordChild',
  'recordCourse',
  'recordTitle',
  'childComment',
  'lecturerComment',
  'nickname',
  // The classroom invites a family (issue 32).
  'familyRole',
  // The classroom invites a staff member (issue 32).
  'classroom',
  // A child's course in the classroom's forms (the field group ClassroomCourseFields).
  'course',
  // Absence reports and the classroom's answer (issue 33, ADR 046).
  'absenceKind',
  'absenceReason',
  'absenceNote',
  'absenceStaffNote',
  // The classroom's absence settings and transfers (issue 33, ADR 051).
  'absenceCutoff',
  'transfersOffered',
  'transferWindow',
  'transferLesson',
  'transferNote',
  // Announcements and information the classroom writes (issue 33).
  'newsTitle',
  'newsContent',
  'newsLabel',
  'publishAt',
  // A course's price table (issue 33, ADR 048).
  'monthlyFee',
  'enrolmentFee',
  'materialsFee',
  'discountName',
  'discountFee',
  'campaignMonths',
] as const;

/** A field a message names. */
export type FieldCode = (typeof FIELD_CODES)[number];

/** A field a message names, or one child's field where a form holds several (worded `fields.<code>Nth`). */
export type FieldRef = FieldCode | { code: FieldCode; child: number };

/** The message values that name a field (`field`, and `child` for one of several children). */
export function fieldParams(ref: FieldRef): MessageParams {
  return typeof ref === 'string' ? { field: ref } : { field: ref.code, child: ref.child };
}

/** The values a message code carries; `field` is a field code, worded from `fields.` too. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A decoded message code. */
export interface MessageCode {
  key: string;
  params: Record<string, string>;
}

const CODE_PATTERN = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+(\?[^\s]*)?$/;

/** ADR 027: the code of a message: its catalogue key and the values its text needs. */
export function messageCode(key: string, params: MessageParams = {}): string {
  const query = Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${key}?${query}` : key;
}

/** ADR 027: the key and values of a message code, or null for a text that is no code (a server's sentence). */
export function parseMessageCode(message: string): MessageCode | null {
  if (!CODE_PATTERN.test(message)) return null;
  const [key = '', query] = message.split('?', 2);
  const params: Record<string, string> = {};
  for (const pair of query ? query.split('&') : []) {
    const [name = '', value = ''] = pair.split('=', 2);
    params[decodeURIComponent(name)] = decodeURIComponent(value);
  }
  return { key, params };
}

/** Words a catalogue key with its values: i18next's `t` in the portal, the Japanese catalogue on the server. */
export type Translate = (key: string, params: Record<string, string>) => string;

/**
 * ADR 027: the one place a message code becomes a sentence: the `field` value is itself worded from
 * `fields.`; a text that is no code (a server's Japanese answer) is returned as it is.
 */
export function wordMessage(message: string, t: Translate): string {
  const code = parseMessageCode(message);
  if (!code) return message;
  const params = { ...code.params };
  // One of several children (a booking's second child): `fields.<field>Nth` says which (COPY.md).
  if (params.field !== undefined) {
    params.field =
      params.child !== undefined
        ? t(`fields.${params.field}Nth`, { n: params.child })
        : t(`fields.${params.field}`, {});
  }
  return t(code.key, params);
}
