import { MEMBERSHIP_STATUS } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { families, type MembershipCostLine, type MembershipDiscount, membershipApplications } from '../schema';
import { jstAt, jstDate, type Tx } from './classroom-life';
import { seedKichijojiStaff } from './kichijoji-staff';
import { seedCoursePrices } from './prices';

export type MembershipSeedContext = {
  today: Date;
  rooms: Record<'jiyugaoka', number>;
  families: Record<'ito', number>;
};

/**
 * Spec 2 §9.4: entry fee 10,000 yen and the weekly lesson fee 6,000 yen, both before tax. No tablet line: the
 * terms and the final checklist have the family buy the tablet itself (issue 31 item 35).
 */
export const DEMO_COSTS: MembershipCostLine[] = [
  { id: 1, feeTypeId: 1, costName: '入会金', cost: 10_000, costTax: 11_000 },
  { id: 2, feeTypeId: 2, costName: '月謝（12月分）', cost: 6_000, costTax: 6_600 },
  { id: 3, feeTypeId: 3, costName: 'ロボットキット代', cost: 18_000, costTax: 19_800 },
];

export const DEMO_DISCOUNTS: MembershipDiscount[] = [{ id: 1, lectureId: 1, name: '入会キャンペーン割引', fee: 5_000 }];

/** Issue 16: the demo applicant without an account; the server logs a link to her application at seed time. */
export const DEMO_NO_ACCOUNT_EMAIL = 'fujii.family@example.com';

/**
 * The prospect's two membership applications (issue 16): the one classroom-life made waits for input
 * (status 2) and gets its costs; a second, at 自由が丘教室, has its input sent and waits for the final
 * check (status 5) — the classroom issues its certification code from the staff page.
 */
export async function seedMembership(tx: Tx, c: MembershipSeedContext) {
  const at = (offset: number, time: string) => jstAt(jstDate(c.today, offset), time);
  await tx
    .update(membershipApplications)
    .set({ costs: DEMO_COSTS, discounts: DEMO_DISCOUNTS })
    .where(
      and(
        eq(membershipApplications.familyId, c.families.ito),
        eq(membershipApplications.statusId, MEMBERSHIP_STATUS.awaitingInput),
      ),
    );
  const birthYear = Number(jstDate(c.today).slice(0, 4)) - 38;
  const childBirth = `${Number(jstDate(c.today).slice(0, 4)) - 9}-06-14`;
  await tx.insert(membershipApplications).values({
    familyId: c.families.ito,
    classroomId: c.rooms.jiyugaoka,
    statusId: MEMBERSHIP_STATUS.awaitingFinalCheck,
    submittedAt: at(-6, '19:40'),
    inputSentAt: at(-4, '21:05'),
    costs: DEMO_COSTS.slice(0, 3),
    discounts: [],
    answers: {
      lectures: [{ lecture: 'SCIENCE_GATES', course: 'SGS', startMonth: jstDate(c.today, 31).slice(0, 7) }],
      child: { lastName: '伊藤', firstName: '葵', lastNameKana: 'イトウ', firstNameKana: 'アオイ', gender: 2 },
      desiredWeek1: 3,
      desiredTime1: 8,
    },
    input: {
      kidForm: {
        lastName: '伊藤',
        firstName: '葵',
        lastNameKana: 'イトウ',
        firstNameKana: 'アオイ',
        birthday: childBirth,
        genderId: 2,
        schoolName: '目黒区立緑が丘小学校',
        schoolGrade: 6,
      },
      guardianForm: {
        lastName: '伊藤',
        firstName: '真由美',
        lastNameKana: 'イトウ',
        firstNameKana: 'マユミ',
        birthYear,
        genderId: 2,
        telNumber: '09012345678',
        telNumberBackup: '',
        email: 'prospect@example.com',
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
      },
      privacy: true,
    },
  });
  // A family without an account: the classroom created its application from a trial lesson (status 2).
  const [guest] = await tx.insert(families).values({ name: '藤井家' }).returning({ id: families.id });
  if (!guest) throw new Error('family insert returned nothing');
  await tx.insert(membershipApplications).values({
    familyId: guest.id,
    classroomId: c.rooms.jiyugaoka,
    statusId: MEMBERSHIP_STATUS.awaitingInput,
    submittedAt: at(-2, '17:10'),
    costs: DEMO_COSTS,
    discounts: DEMO_DISCOUNTS,
    answers: {
      lectures: [{ lecture: 'ROBO', course: 'RP', startMonth: jstDate(c.today, 31).slice(0, 7) }],
      child: { lastName: '藤井', firstName: '悠真', lastNameKana: 'フジイ', firstNameKana: 'ユウマ', gender: 1 },
      guardian: { lastName: '藤井', firstName: '千尋', email: DEMO_NO_ACCOUNT_EMAIL },
    },
  });
  // Issue 33 (ADR 048): the price tables, through the staff page's service; the open applications above take them.
  await seedCoursePrices(tx, { today: c.today });
  await seedKichijojiStaff(tx, { staffEmail: 'staff@example.com' });
}
