import { describe, expect, it } from 'vitest';
import { familyInvitationSchema, INVITATION_TTL_MS, invitationStatus } from './invitation';

const today = new Date('2026-11-28T03:00:00Z');
const filled = {
  classroomId: '1',
  course: 'RA',
  role: '7',
  guardianLastName: ' 松本 ',
  guardianFirstName: '由美',
  guardianEmail: 'matsumoto@example.jp',
  childCount: '1',
  child1LastName: '松本',
  child1FirstName: '陽葵',
  child1LastNameKana: 'ﾏﾂﾓﾄ',
  child1FirstNameKana: 'ヒマリ',
  child1Birthday: '2017-06-02',
  child1SchoolGrade: '7',
  child1GenderId: '2',
};

describe('familyInvitationSchema (issue 32)', () => {
  it('gives the invitation with trimmed names, full-width kana and numbers', () => {
    expect(familyInvitationSchema(today).parse(filled)).toEqual({
      classroomId: 1,
      course: 'RA',
      role: 7,
      guardian: { lastName: '松本', firstName: '由美', email: 'matsumoto@example.jp' },
      children: [
        {
          lastName: '松本',
          firstName: '陽葵',
          lastNameKana: 'マツモト',
          firstNameKana: 'ヒマリ',
          birthday: '2017-06-02',
          schoolGrade: 7,
          genderId: 2,
        },
      ],
    });
  });

  it('names each missing field at once, the child by its number where there are several', () => {
    const result = familyInvitationSchema(today).safeParse({ ...filled, role: '5', childCount: '2' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['role', 'child2LastName', 'child2Birthday', 'child2GenderId']));
    expect(fields).not.toContain('child1LastName');
    expect(result.error?.issues.find((i) => i.path[0] === 'child2LastName')?.message).toMatch(/child=2/);
  });

  it('refuses a birthday in the future', () => {
    const result = familyInvitationSchema(today).safeParse({ ...filled, child1Birthday: '2027-01-01' });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['child1Birthday']);
  });
});

describe('invitationStatus (issue 32)', () => {
  const sent = { acceptedAt: null, revokedAt: null, expiresAt: new Date(today.getTime() + INVITATION_TTL_MS) };
  it('is invited until it expires, then expired; joined and revoked win', () => {
    expect(invitationStatus(sent, today)).toBe('invited');
    expect(invitationStatus(sent, sent.expiresAt)).toBe('expired');
    expect(invitationStatus({ ...sent, revokedAt: today }, today)).toBe('revoked');
    expect(invitationStatus({ ...sent, acceptedAt: today, revokedAt: today }, sent.expiresAt)).toBe('joined');
  });
});
