import { eq } from 'drizzle-orm';
import { CURRENT_TERMS, type TermsKind } from '../../routes/account/service';
import { hashPassword } from '../../routes/auth/service';
import type { FileStorage } from '../../services/storage';
import type { CourseCode } from '../catalogue';
import type { Database } from '../client';
import { classrooms, enrolments, families, kids, staffClassrooms, termsConsents, users } from '../schema';
import { seedAbsences } from './absence';
import { seedAnnouncementsAndInformation } from './announcements';
import { seedAssessment } from './assessment';
import { seedChatHistory } from './chat-history';
import { seedClassroomLife } from './classroom-life';
import { seedColumnsAndVideos } from './columns-lms';
import { seedFamilyInvitations } from './family-invitations';
import { seedFaqAndDocuments } from './faq-documents';
import { seedHome } from './home';
import { seedLessonRecords } from './lesson-records';
import { seedMembership } from './membership';
import { seedProfiles } from './profile';
import { seedStaffTeam } from './staff-team';
import { seedTrialEvents } from './trial-events';

export const DEMO_PASSWORD = 'demo-pass';

export const DEMO_ACCOUNTS = {
  guardian: 'guardian@example.com',
  guardian2: 'guardian2@example.com',
  prospect: 'prospect@example.com',
  limited: 'limited@example.com',
  staff: 'staff@example.com',
} as const;

const DAY = 86_400_000;

/** ISO date (YYYY-MM-DD) of a day relative to today, in Japan's calendar. */
const isoDay = (today: Date, offsetDays = 0) =>
  new Date(today.getTime() + 9 * 3_600_000 + offsetDays * DAY).toISOString().slice(0, 10);

/** First day of the month `monthsAgo` months before today's month. */
function monthStart(today: Date, monthsAgo: number) {
  const [y, m] = isoDay(today).split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - monthsAgo, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * A birthday that puts the child in the given elementary grade (1-6) this school year: Japanese school
 * years start in April, and a first-grader turned 6 by 1 April.
 */
function birthdayForGrade(today: Date, grade: number, monthDay: string) {
  const [y, m] = isoDay(today).split('-').map(Number) as [number, number];
  const schoolYear = m >= 4 ? y : y - 1;
  // monthDay must fall between 04-02 and 12-31 for the year below to be right.
  return `${schoolYear - 6 - grade}-${monthDay}`;
}

/** The contract's SchoolGrade code of elementary grade 1-6. */
const elementary = (grade: number) => 2 + grade;

type KidSeed = {
  seitoNo: string;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  gender: 1 | 2;
  grade: number;
  monthDay: string;
  schoolName: string;
  classroomNo: string;
  course: CourseCode;
  monthsEnrolled: number;
};

/**
 * Demo data for the embedded default: five accounts (password `demo-pass`), two families with
 * enrolled children, and the classrooms they attend. Dates follow `today`, so the data always looks
 * current. Runs once: a database that already has the first demo account is left alone. Attachment
 * contents go to `storage`, the same file storage the app serves them from.
 */
export async function seedDemo(
  db: Database,
  { today, storage }: { today: Date; storage: FileStorage },
): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.guardian));
  if (existing) return false;

  const hashes = await Promise.all(Object.values(DEMO_ACCOUNTS).map(() => hashPassword(DEMO_PASSWORD)));
  const [guardianHash, guardian2Hash, prospectHash, limitedHash, staffHash] = hashes as [
    string,
    string,
    string,
    string,
    string,
  ];

  await db.transaction(async (tx) => {
    const rooms = await tx
      .insert(classrooms)
      .values([
        { classroomNo: '1301', name: '自由が丘教室' },
        { classroomNo: '1402', name: '武蔵小杉教室' },
        { classroomNo: '1303', name: '吉祥寺教室' },
      ])
      .returning();
    const roomByNo = new Map(rooms.map((r) => [r.classroomNo, r.id]));

    const createFamily = async (name: string) => {
      const [family] = await tx.insert(families).values({ name }).returning();
      if (!family) throw new Error('family insert returned nothing');
      return family.id;
    };
    const kidIds = new Map<string, number>();
    const addKids = async (familyId: number, list: KidSeed[]) => {
      for (const k of list) {
        const [kid] = await tx
          .insert(kids)
          .values({
            familyId,
            seitoNo: k.seitoNo,
            lastName: k.lastName,
            firstName: k.firstName,
            lastNameKana: k.lastNameKana,
            firstNameKana: k.firstNameKana,
            birthday: birthdayForGrade(today, k.grade, k.monthDay),
            gender: k.gender,
            schoolName: k.schoolName,
            schoolGrade: elementary(k.grade),
          })
          .returning();
        const classroomId = roomByNo.get(k.classroomNo);
        if (!kid || !classroomId) throw new Error(`demo kid ${k.seitoNo} could not be placed`);
        kidIds.set(k.seitoNo, kid.id);
        await tx.insert(enrolments).values({
          kidId: kid.id,
          classroomId,
          courseCode: k.course,
          startedOn: monthStart(today, k.monthsEnrolled),
        });
      }
    };

    const sato = await createFamily('佐藤');
    const takahashi = await createFamily('高橋');
    const ito = await createFamily('伊藤');
    const watanabe = await createFamily('渡辺');

    const people = await tx
      .insert(users)
      .values([
        {
          kind: 'guardian',
          familyId: sato,
          role: 6,
          email: DEMO_ACCOUNTS.guardian,
          passwordHash: guardianHash,
          lastName: '佐藤',
          firstName: '美咲',
          lastNameKana: 'サトウ',
          firstNameKana: 'ミサキ',
        },
        {
          kind: 'guardian',
          familyId: takahashi,
          role: 6,
          email: DEMO_ACCOUNTS.guardian2,
          passwordHash: guardian2Hash,
          lastName: '高橋',
          firstName: '健一',
          lastNameKana: 'タカハシ',
          firstNameKana: 'ケンイチ',
        },
        {
          kind: 'guardian',
          familyId: ito,
          role: 7,
          email: DEMO_ACCOUNTS.prospect,
          passwordHash: prospectHash,
          lastName: '伊藤',
          firstName: '真由美',
          lastNameKana: 'イトウ',
          firstNameKana: 'マユミ',
        },
        {
          kind: 'guardian',
          familyId: watanabe,
          role: 8,
          email: DEMO_ACCOUNTS.limited,
          passwordHash: limitedHash,
          lastName: '渡辺',
          firstName: '裕子',
          lastNameKana: 'ワタナベ',
          firstNameKana: 'ユウコ',
        },
        {
          kind: 'staff',
          email: DEMO_ACCOUNTS.staff,
          passwordHash: staffHash,
          lastName: '山本',
          firstName: '大輔',
          lastNameKana: 'ヤマモト',
          firstNameKana: 'ダイスケ',
        },
      ])
      .returning();

    await addKids(sato, [
      {
        seitoNo: '13010417',
        lastName: '佐藤',
        firstName: '陽翔',
        lastNameKana: 'サトウ',
        firstNameKana: 'ハルト',
        gender: 1,
        grade: 5,
        monthDay: '06-14',
        schoolName: '目黒区立緑が丘小学校',
        classroomNo: '1301',
        course: 'RA',
        monthsEnrolled: 26,
      },
      {
        seitoNo: '14020233',
        lastName: '佐藤',
        firstName: '結菜',
        lastNameKana: 'サトウ',
        firstNameKana: 'ユイナ',
        gender: 2,
        grade: 2,
        monthDay: '10-03',
        schoolName: '目黒区立緑が丘小学校',
        classroomNo: '1402',
        course: 'KB',
        monthsEnrolled: 7,
      },
    ]);
    await addKids(takahashi, [
      {
        seitoNo: '13030158',
        lastName: '高橋',
        firstName: '蓮',
        lastNameKana: 'タカハシ',
        firstNameKana: 'レン',
        gender: 1,
        grade: 3,
        monthDay: '08-21',
        schoolName: '武蔵野市立第三小学校',
        classroomNo: '1303',
        course: 'RM',
        monthsEnrolled: 14,
      },
    ]);

    const staff = people.find((p) => p.kind === 'staff');
    if (!staff) throw new Error('staff insert returned nothing');
    // The demo staff member owns both classrooms: they invite and deactivate colleagues (issue 32, ADR 042).
    await tx.insert(staffClassrooms).values(
      ['1301', '1402'].map((no) => ({
        userId: staff.id,
        classroomId: roomByNo.get(no) as number,
        role: 'owner' as const,
      })),
    );
    await seedStaffTeam(tx, {
      today,
      passwordHash: staffHash,
      rooms: { jiyugaoka: roomByNo.get('1301') as number, musashikosugi: roomByNo.get('1402') as number },
    });
    // Issue 32: invitations of each standing; 結菜 (7 months at 武蔵小杉教室) joined through one.
    await seedFamilyInvitations(tx, {
      today,
      staffId: staff.id,
      rooms: { jiyugaoka: roomByNo.get('1301') as number, musashikosugi: roomByNo.get('1402') as number },
      sato: {
        familyId: sato,
        email: DEMO_ACCOUNTS.guardian,
        lastName: '佐藤',
        firstName: '美咲',
        yuina: {
          lastName: '佐藤',
          firstName: '結菜',
          lastNameKana: 'サトウ',
          firstNameKana: 'ユイナ',
          birthday: birthdayForGrade(today, 2, '10-03'),
          schoolGrade: elementary(2),
          genderId: 2,
        },
      },
      yuinaStartedOn: monthStart(today, 7),
    });

    // Every demo guardian has agreed to the terms in force, so sign-in lands on the home page.
    const agreedAt = new Date(today.getTime() - 30 * DAY);
    await tx.insert(termsConsents).values(
      people
        .filter((p) => p.kind === 'guardian')
        .flatMap((p) =>
          (Object.keys(CURRENT_TERMS) as TermsKind[]).map((kind) => ({
            userId: p.id,
            kind,
            revisionDate: CURRENT_TERMS[kind],
            agreedAt,
          })),
        ),
    );

    const id = (map: Map<string, number>, key: string) => {
      const value = map.get(key);
      if (value === undefined) throw new Error(`demo row ${key} is missing`);
      return value;
    };
    const userIds = new Map(people.map((p) => [p.email, p.id]));
    await seedFaqAndDocuments(tx, { today });
    await seedClassroomLife(tx, {
      today,
      rooms: { jiyugaoka: id(roomByNo, '1301'), musashikosugi: id(roomByNo, '1402'), kichijoji: id(roomByNo, '1303') },
      families: { sato, takahashi, ito },
      users: {
        guardian: id(userIds, DEMO_ACCOUNTS.guardian),
        guardian2: id(userIds, DEMO_ACCOUNTS.guardian2),
        staff: id(userIds, DEMO_ACCOUNTS.staff),
      },
      kids: { haruto: id(kidIds, '13010417'), yuina: id(kidIds, '14020233'), ren: id(kidIds, '13030158') },
    });
    // Issue 33 (ADR 046): absence settings of each classroom and a report waiting for 武蔵小杉教室.
    await seedAbsences(tx, {
      today,
      rooms: { jiyugaoka: id(roomByNo, '1301'), musashikosugi: id(roomByNo, '1402'), kichijoji: id(roomByNo, '1303') },
      sato: { familyId: sato, guardian: id(userIds, DEMO_ACCOUNTS.guardian), yuina: id(kidIds, '14020233') },
    });
    await seedColumnsAndVideos(tx, { today, storage, users: { guardian: id(userIds, DEMO_ACCOUNTS.guardian) } });
    await seedAnnouncementsAndInformation(tx, { today, storage });
    await seedProfiles(tx, {
      today,
      password: DEMO_PASSWORD,
      users: {
        guardian: id(userIds, DEMO_ACCOUNTS.guardian),
        guardian2: id(userIds, DEMO_ACCOUNTS.guardian2),
        prospect: id(userIds, DEMO_ACCOUNTS.prospect),
        limited: id(userIds, DEMO_ACCOUNTS.limited),
      },
    });
    await seedHome(tx, {
      today,
      rooms: { jiyugaoka: id(roomByNo, '1301'), kichijoji: id(roomByNo, '1303') },
      families: { ito },
      kids: { haruto: id(kidIds, '13010417'), ren: id(kidIds, '13030158') },
    });
    await seedAssessment(tx, {
      today,
      kids: { haruto: id(kidIds, '13010417'), yuina: id(kidIds, '14020233'), ren: id(kidIds, '13030158') },
    });
    await seedTrialEvents(tx, {
      today,
      rooms: { '1301': id(roomByNo, '1301'), '1402': id(roomByNo, '1402'), '1303': id(roomByNo, '1303') },
    });
    // Chat (issue 12): a long conversation with photographs in the first family's room at 武蔵小杉教室.
    await seedChatHistory(tx, {
      today,
      storage,
      families: { sato },
      classrooms: { musashikosugi: id(roomByNo, '1402') },
      users: { guardian: id(userIds, DEMO_ACCOUNTS.guardian), staff: id(userIds, DEMO_ACCOUNTS.staff) },
    });
    await seedMembership(tx, { today, rooms: { jiyugaoka: id(roomByNo, '1301') }, families: { ito } });
    await seedLessonRecords(tx, { today, storage });
  });
  return true;
}
