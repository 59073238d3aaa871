import { describe, expect, it } from 'vitest';
import { staffMembershipCreateSchema } from './staffCreate';

const empty = {
  classroomId: '1',
  publicBookingId: '',
  course: '',
  startMonth: '2027-01',
  guardianLastName: '',
  guardianFirstName: '',
  guardianEmail: '',
  childLastName: '',
  childFirstName: '',
  childLastNameKana: '',
  childFirstNameKana: '',
  childGenderId: '',
};
const fieldsOf = (values: typeof empty) => {
  const result = staffMembershipCreateSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.')).sort();
};

describe('the classroom creates an application (issue 16)', () => {
  it('by hand: lists every missing field at once, the course among them', () => {
    expect(fieldsOf(empty)).toEqual(
      [
        'course',
        'guardianLastName',
        'guardianFirstName',
        'guardianEmail',
        'childLastName',
        'childFirstName',
        'childLastNameKana',
        'childFirstNameKana',
        'childGenderId',
      ].sort(),
    );
  });

  it('from a trial booking: only the course and the start month, the family comes from the booking', () => {
    expect(fieldsOf({ ...empty, publicBookingId: '7', startMonth: '2027-13' })).toEqual(['course', 'startMonth']);
    expect(fieldsOf({ ...empty, publicBookingId: '7', course: 'RP' })).toEqual([]);
  });

  it('refuses hiragana for the child’s kana and a malformed email', () => {
    const filled = {
      ...empty,
      course: 'RP',
      guardianLastName: '森',
      guardianFirstName: '由紀',
      guardianEmail: 'mori@example',
      childLastName: '森',
      childFirstName: '蓮',
      childLastNameKana: 'もり',
      childFirstNameKana: 'レン',
      childGenderId: '1',
    };
    expect(fieldsOf(filled)).toEqual(['childLastNameKana', 'guardianEmail']);
  });
});
