import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, membershipApplications } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp } from '../../test/app';
import { signedIn, TestBrowser } from '../../test/browser';

// A Monday, 10:00 in Japan.
const NOW = new Date('2026-11-23T01:00:00Z');

const price = (classroomId: number, over: Record<string, unknown> = {}) => ({
  classroomId,
  course: 'RP',
  monthlyFee: 7_200,
  enrolmentFee: 12_000,
  materialsFee: 20_000,
  discounts: [{ name: '秋の入会割引', fee: 3_000 }],
  campaignMonths: [] as string[],
  ...over,
});

describe('price tables (issue 33, ADR 048)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let rooms: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, now: () => NOW });
    const rows = await t.app.db.select().from(classrooms);
    rooms = Object.fromEntries(rows.map((r) => [r.classroomNo, r.id]));
  });
  afterAll(() => t.close());

  const staff = async () => {
    const browser = new TestBrowser(t.app);
    await browser.ensureXsrf();
    const res = await browser.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_ACCOUNTS.staff, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return browser;
  };
  const put = (browser: TestBrowser, payload: unknown) =>
    browser.request({ method: 'POST', url: '/api/staff/prices', payload: payload as Record<string, unknown> });

  it('refuses a guardian and an anonymous caller', async () => {
    const guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    expect((await guardian.get('/api/staff/prices')).statusCode).toBe(403);
    expect((await put(guardian, price(rooms['1301'] as number))).statusCode).toBe(403);
    expect((await new TestBrowser(t.app).get('/api/staff/prices')).statusCode).toBe(401);
  });

  it("lists the seeded prices of the staff member's classrooms only", async () => {
    const body = (await (await staff()).get('/api/staff/prices')).json() as {
      classrooms: { id: number }[];
      data: { classroomId: number; course: string; monthlyFee: number; materialsFee: number }[];
    };
    const own = body.classrooms.map((c) => c.id).sort();
    expect(own).toEqual([rooms['1301'], rooms['1402']].sort());
    expect(new Set(body.data.map((p) => p.classroomId))).toEqual(new Set(own));
    expect(body.data.find((p) => p.classroomId === rooms['1301'] && p.course === 'RP')).toMatchObject({
      monthlyFee: 6_000,
      materialsFee: 18_000,
    });
  });

  it("refuses another classroom's table", async () => {
    const res = await put(await staff(), price(rooms['1303'] as number));
    expect(res.statusCode).toBe(403);
  });

  it('names each wrong field, in the form’s words', async () => {
    const res = await put(
      await staff(),
      price(rooms['1301'] as number, { monthlyFee: 2_000_000, discounts: [{ name: '', fee: 100 }], course: 'XX' }),
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['course', 'discount1Name', 'monthlyFee']);
    expect(errors.monthlyFee?.[0]).toContain('1,000,000');
  });

  it("re-prices the classroom's open applications of the course, and the family's cost screen shows it", async () => {
    const res = await put(await staff(), price(rooms['1301'] as number));
    expect(res.statusCode).toBe(200);
    expect(res.json().repriced).toBeGreaterThanOrEqual(1);
    // 藤井家 (no account, RP at 自由が丘教室, waiting for input) took the new figures.
    const [fujii] = await t.app.db
      .select()
      .from(membershipApplications)
      .where(eq(membershipApplications.classroomId, rooms['1301'] as number));
    const open = (
      await t.app.db.select().from(membershipApplications).where(eq(membershipApplications.statusId, 2))
    ).find((a) => (a.answers as { lectures: { course: string }[] }).lectures[0]?.course === 'RP');
    expect(fujii).toBeDefined();
    expect(open?.costs).toEqual([
      { id: 1, feeTypeId: 1, costName: '入会金', cost: 12_000, costTax: 13_200 },
      expect.objectContaining({ feeTypeId: 2, cost: 7_200, costTax: 7_920 }),
      { id: 3, feeTypeId: 3, costName: '教材費', cost: 20_000, costTax: 22_000 },
    ]);
    expect(open?.discounts).toEqual([{ id: 1, lectureId: 1, name: '秋の入会割引', fee: 3_000 }]);
    // The final-check application (SGS) keeps the costs the family is about to sign.
    const final = (
      await t.app.db.select().from(membershipApplications).where(eq(membershipApplications.statusId, 5))
    )[0];
    expect(final?.costs.some((c) => c.cost === 7_200)).toBe(false);
  });

  it('prices a staff-created application from the table, with the campaign waiving the entry fee', async () => {
    const s = await staff();
    const startMonth = '2027-01';
    expect(
      (await put(s, price(rooms['1301'] as number, { course: 'KB', campaignMonths: [startMonth] }))).statusCode,
    ).toBe(200);
    const created = await s.request({
      method: 'POST',
      url: '/api/staff/membership/create',
      payload: {
        classroomId: rooms['1301'],
        course: 'KB',
        startMonth,
        guardian: { lastName: '伊藤', firstName: '真由美', email: DEMO_ACCOUNTS.prospect },
        child: { lastName: '伊藤', firstName: '葵', lastNameKana: 'イトウ', firstNameKana: 'アオイ', genderId: 2 },
        confirmDuplicate: true,
      },
    });
    expect(created.statusCode).toBe(200);
    const { id, subscriptionCode } = created.json() as { id: number; subscriptionCode: string };
    // The family (signed in) chooses it and reads the cost screen.
    const family = await signedIn(t.app, DEMO_ACCOUNTS.prospect, DEMO_PASSWORD);
    const chosen = await family.request({
      method: 'POST',
      url: '/api/membership/online/session/store',
      payload: { kidId: id, subscriptionCode, statusId: 2 },
    });
    expect(chosen.statusCode).toBe(200);
    const detail = (await family.get('/api/membership/online/detail?from=cost')).json();
    expect(detail.membershipCosts).toEqual([
      { id: 1, feeTypeId: 1, costName: '入会金', cost: 12_000, costTax: 13_200 },
      { id: 2, feeTypeId: 2, costName: '月謝（1月分）', cost: 7_200, costTax: 7_920 },
      { id: 3, feeTypeId: 3, costName: '教材費', cost: 20_000, costTax: 22_000 },
    ]);
    expect(detail.discounts.map((d: { name: string; fee: number }) => [d.name, d.fee])).toEqual([
      ['秋の入会割引', 3_000],
      ['入会金無料キャンペーン', 12_000],
    ]);
  });

  it("warns before creating the same child's application of the same course twice (409), and creates it once confirmed", async () => {
    const s = await staff();
    const payload = {
      classroomId: rooms['1301'],
      course: 'KB',
      startMonth: '2027-02',
      guardian: { lastName: '伊藤', firstName: '真由美', email: DEMO_ACCOUNTS.prospect.toUpperCase() },
      child: { lastName: '伊藤', firstName: '葵', lastNameKana: 'イトウ', firstNameKana: 'アオイ', genderId: 2 },
    };
    const warned = await s.request({ method: 'POST', url: '/api/staff/membership/create', payload });
    expect(warned.statusCode).toBe(409);
    expect(warned.json().duplicate).toMatchObject({ statusId: 2 });
    expect(warned.json().message).toContain(warned.json().duplicate.subscriptionCode);
    // Another course of the same child is no duplicate.
    const other = await s.request({
      method: 'POST',
      url: '/api/staff/membership/create',
      payload: { ...payload, course: 'RP' },
    });
    expect(other.statusCode).toBe(200);
    const confirmed = await s.request({
      method: 'POST',
      url: '/api/staff/membership/create',
      payload: { ...payload, confirmDuplicate: true },
    });
    expect(confirmed.statusCode).toBe(200);
  });
});
