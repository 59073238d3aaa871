import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp } from '../../test/app';
import { signedIn, TestBrowser } from '../../test/browser';

type Mail = { to: string; subject: string; text: string };
const NOW = new Date('2026-11-23T01:00:00Z');

async function drawnSignature() {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><rect width="100%" height="100%" fill="#fff"/><path d="M20 80 C 60 10, 120 110, 280 40" stroke="#000" stroke-width="4" fill="none"/></svg>';
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

describe('mails to a family with an account as its application moves (issue 33)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const outbox: Mail[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => NOW });
    t.app.services.mailer.send = async (mail) => {
      outbox.push(mail as Mail);
    };
  });
  afterAll(() => t.close());

  it('tells the input received, the final check open (how the code comes, never the code) and the completion', async () => {
    const staff = new TestBrowser(t.app);
    await staff.ensureXsrf();
    await staff.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_ACCOUNTS.staff, password: DEMO_PASSWORD },
    });
    const [room] = await t.app.db.select().from(classrooms).where(eq(classrooms.classroomNo, '1301'));
    const created = await staff.request({
      method: 'POST',
      url: '/api/staff/membership/create',
      payload: {
        classroomId: room?.id,
        course: 'RM',
        startMonth: '2027-01',
        guardian: { lastName: '伊藤', firstName: '真由美', email: DEMO_ACCOUNTS.prospect },
        child: { lastName: '伊藤', firstName: '湊', lastNameKana: 'イトウ', firstNameKana: 'ミナト', genderId: 1 },
      },
    });
    expect(created.statusCode).toBe(200);
    const { id, subscriptionCode } = created.json() as { id: number; subscriptionCode: string };

    const family = await signedIn(t.app, DEMO_ACCOUNTS.prospect, DEMO_PASSWORD);
    await family.request({
      method: 'POST',
      url: '/api/membership/online/session/store',
      payload: { kidId: id, subscriptionCode, statusId: 2 },
    });
    const sent = await family.request({
      method: 'POST',
      url: '/api/membership/online/guardian',
      payload: {
        kidId: id,
        subscriptionCode,
        kidForm: {
          lastName: '伊藤',
          firstName: '湊',
          lastNameKana: 'イトウ',
          firstNameKana: 'ミナト',
          birthday: '2019-04-02',
          genderId: 1,
          schoolName: '武蔵野市立第一小学校',
          schoolGrade: 3,
        },
        guardianForm: {
          lastName: '伊藤',
          firstName: '真由美',
          lastNameKana: 'イトウ',
          firstNameKana: 'マユミ',
          birthYear: 1988,
          genderId: 2,
          telNumber: '09012345678',
          telNumberBackup: '',
          email: DEMO_ACCOUNTS.prospect,
          emailKbn: 'M',
          emailBackup: '',
          emailBackupKbn: '',
          jobId: 3,
          kankeiCode: 'MOTHER',
          kankeiSonota: '',
          zipcode: '1800004',
          prefectureId: 13,
          city: '武蔵野市',
          block: '吉祥寺本町1-1-1',
          building: '',
        },
        privacy: true,
      },
    });
    expect(sent.statusCode).toBe(200);
    expect(outbox.at(-1)).toMatchObject({
      to: DEMO_ACCOUNTS.prospect,
      subject: expect.stringContaining('入力を受け付けました'),
    });
    expect(outbox.at(-1)?.text).toContain(subscriptionCode);

    const issued = await staff.request({
      method: 'POST',
      url: '/api/staff/membership/code',
      payload: { membershipId: id },
    });
    expect(issued.statusCode).toBe(200);
    const code = issued.json().code as string;
    const finalCheck = outbox.at(-1);
    expect(finalCheck?.subject).toContain('最終確認');
    expect(finalCheck?.text).toContain('認証コード（4桁）は、教室からお電話または教室で直接お伝えします。');
    expect(finalCheck?.text).toContain('/online_apply/list');
    expect(finalCheck?.text).not.toContain(code);

    const certified = await family.get(
      `/api/membership/online/certification?kidId=${id}&subscriptionCode=${subscriptionCode}&certificationCode=${code}&from=conf`,
    );
    expect(certified.json().success).toBe(true);
    const signed = await family.request({
      method: 'POST',
      url: '/api/membership/sign',
      payload: { signData: await drawnSignature(), entryDate: '2026-11-23', membershipId: id },
    });
    expect(signed.statusCode).toBe(200);
    const done = outbox.at(-1);
    expect(done?.subject).toContain('完了しました');
    expect(done?.text).toContain('/apply/print');
  });
});
