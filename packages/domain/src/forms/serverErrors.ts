/** Spec 2 §7 / §8: a 422 body's `errors`, server field name to its messages. */
export type ServerFieldErrors = Readonly<Record<string, readonly string[] | string | undefined>>;

/**
 * Spec 2 §5.7: the guardian fields of a booking 422 answer (after the `consultInput.` prefix) and the
 * booking form field each is shown beside. The server splits the form's prefecture-and-city and
 * block-and-building texts, so two server fields land on each of those rows.
 */
export const BOOKING_SERVER_FIELDS = {
  lastName: 'lastName',
  firstName: 'firstName',
  lastNameKana: 'lastNameKana',
  firstNameKana: 'firstNameKana',
  telNumber: 'telNumber',
  email: 'email',
  zipcode: 'zipcode',
  prefectureId: 'prefectureCity',
  city: 'prefectureCity',
  block: 'blockBuilding',
  building: 'blockBuilding',
  questions: 'questions',
  questionnaireAdd: 'additions',
  inviteCode: 'inviteCode',
  // Not in the spec's list, but rows of the consultation form a server may still reject.
  questionnaire: 'questionnaire',
  privacy: 'privacy',
  kozaCd: 'kozaCd',
  desiredWeek1: 'desiredWeek1',
  desiredTime1: 'desiredTime1',
  desiredWeek2: 'desiredWeek2',
  desiredTime2: 'desiredTime2',
  desiredWeek3: 'desiredWeek3',
  desiredTime3: 'desiredTime3',
} as const;

/** Spec 2 §5.7: the child fields of a booking 422 answer, `kid.{n}.{field}`. */
export const BOOKING_SERVER_KID_FIELDS = [
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'schoolGrade',
] as const;

/** Spec 2 §5.7: the prefix of the consultation's guardian fields in a 422 answer. */
export const CONSULT_INPUT_PREFIX = 'consultInput.';

const KID_KEY = /^kids?\.(\d+)\.(\w+)$/;

/**
 * Spec 2 §5.6 / §5.7 / §8: a booking 422 answer as messages per form field (`kids.{n}.{field}` and the
 * guardian fields), so each shows beside its row; server fields the form has no row for are left out.
 * Accepts the consultation's `consultInput.` prefix or bare guardian names (the trial's keys are not shown).
 */
export function bookingFieldErrors(errors: ServerFieldErrors | null | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (field: string, value: readonly string[] | string | undefined) => {
    const list = typeof value === 'string' ? [value] : [...(value ?? [])];
    if (list.length === 0) return;
    const merged = out[field] ?? [];
    for (const message of list) if (!merged.includes(message)) merged.push(message);
    out[field] = merged;
  };
  for (const [key, value] of Object.entries(errors ?? {})) {
    const kid = KID_KEY.exec(key);
    if (kid) {
      const [, index, field] = kid;
      if ((BOOKING_SERVER_KID_FIELDS as readonly string[]).includes(field as string))
        add(`kids.${index}.${field}`, value);
      continue;
    }
    const name = key.startsWith(CONSULT_INPUT_PREFIX) ? key.slice(CONSULT_INPUT_PREFIX.length) : key;
    const field = BOOKING_SERVER_FIELDS[name as keyof typeof BOOKING_SERVER_FIELDS];
    if (field) add(field, value);
  }
  return out;
}

/**
 * Spec 2 §5.7: the server field name of a consultation form issue path, for a server that validates the
 * same schema and must answer in the spec's 422 shape (`kid.{n}.…`, `consultInput.…`).
 */
export function consultServerErrorKey(path: readonly PropertyKey[]): string {
  const [head, index, field] = path;
  if (head === 'kids' && typeof index === 'number' && typeof field === 'string') return `kid.${index}.${field}`;
  if (head === 'prefectureCity') return `${CONSULT_INPUT_PREFIX}city`;
  if (head === 'blockBuilding') return `${CONSULT_INPUT_PREFIX}block`;
  if (head === 'additions') return `${CONSULT_INPUT_PREFIX}questionnaireAdd`;
  return `${CONSULT_INPUT_PREFIX}${path.map(String).join('.')}`;
}
