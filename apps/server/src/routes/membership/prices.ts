import { applicationCosts, type CoursePrice, MEMBERSHIP_STATUS } from '@portal/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { COURSES } from '../../db/catalogue';
import type { Database } from '../../db/client';
import {
  coursePrices,
  type MembershipCostLine,
  type MembershipDiscount,
  membershipApplications,
} from '../../db/schema';

type PriceRow = typeof coursePrices.$inferSelect;

/** A price as the contract gives it (the table row without who changed it). */
export type CoursePriceAnswer = CoursePrice & { classroomId: number; updatedAt: string };

/** The statuses whose costs follow the price table: before the final check the family has signed nothing. */
const REPRICED_STATUSES = [MEMBERSHIP_STATUS.awaitingInput, MEMBERSHIP_STATUS.inputSent];

const answerOf = (row: PriceRow): CoursePriceAnswer => ({
  classroomId: row.classroomId,
  course: row.course,
  monthlyFee: row.monthlyFee,
  enrolmentFee: row.enrolmentFee,
  materialsFee: row.materialsFee,
  discounts: row.discounts,
  campaignMonths: row.campaignMonths,
  updatedAt: row.updatedAt.toISOString(),
});

/** The domain's lines as the table stores them (every line numbered). */
function pricedLines(price: CoursePrice, startMonth: string, lectureId: number) {
  const { costs, discounts } = applicationCosts(price, startMonth, lectureId);
  return {
    costs: costs.map((c, i) => ({ ...c, id: c.id ?? i + 1 })) as MembershipCostLine[],
    discounts: discounts.map((d, i) => ({
      ...d,
      id: d.id ?? i + 1,
      lectureId: d.lectureId ?? lectureId,
    })) as MembershipDiscount[],
  };
}

/**
 * Issue 33 (ADR 048): each classroom's price table, per course. The staff page writes it, the demo seed
 * writes through it, and a staff-created application takes its costs from it (`costsFor`).
 */
export class CoursePriceService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** The prices of the classrooms, by classroom then course order. */
  async forClassrooms(classroomIds: readonly number[]): Promise<CoursePriceAnswer[]> {
    if (classroomIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(coursePrices)
      .where(inArray(coursePrices.classroomId, [...classroomIds]))
      .orderBy(asc(coursePrices.classroomId), asc(coursePrices.course));
    const order = (code: string) => COURSES.findIndex((c) => c.code === code);
    return rows.sort((a, b) => a.classroomId - b.classroomId || order(a.course) - order(b.course)).map(answerOf);
  }

  async priceOf(classroomId: number, course: string, db: Database = this.db): Promise<CoursePrice | null> {
    const [row] = await db
      .select()
      .from(coursePrices)
      .where(and(eq(coursePrices.classroomId, classroomId), eq(coursePrices.course, course)));
    return row ? answerOf(row) : null;
  }

  /** The cost lines of a new application of the course, or null when the classroom has no price for it. */
  async costsFor(
    classroomId: number,
    course: string,
    startMonth: string,
  ): Promise<{ costs: MembershipCostLine[]; discounts: MembershipDiscount[] } | null> {
    const price = await this.priceOf(classroomId, course);
    if (!price) return null;
    return pricedLines(price, startMonth, COURSES.find((c) => c.code === course)?.lectureId ?? 1);
  }

  /**
   * Sets a course's price and re-prices the classroom's applications of the course that wait for the
   * family's input or for the final check to open (statuses 2 and 3); from the final check on, the family
   * signs the costs it was shown, so those keep theirs. Returns the price and how many were re-priced.
   */
  async set(
    classroomId: number,
    price: CoursePrice,
    staffId: number | null,
  ): Promise<{ price: CoursePriceAnswer; repriced: number }> {
    const lectureId = COURSES.find((c) => c.code === price.course)?.lectureId ?? 1;
    return this.db.transaction(async (tx) => {
      const values = {
        classroomId,
        course: price.course,
        monthlyFee: price.monthlyFee,
        enrolmentFee: price.enrolmentFee,
        materialsFee: price.materialsFee,
        discounts: [...price.discounts],
        campaignMonths: [...price.campaignMonths],
        updatedAt: this.now(),
        updatedBy: staffId,
      };
      const [row] = await tx
        .insert(coursePrices)
        .values(values)
        .onConflictDoUpdate({ target: [coursePrices.classroomId, coursePrices.course], set: values })
        .returning();
      if (!row) throw new Error('price upsert returned nothing');
      const open = await tx
        .select({ id: membershipApplications.id, answers: membershipApplications.answers })
        .from(membershipApplications)
        .where(
          and(
            eq(membershipApplications.classroomId, classroomId),
            inArray(membershipApplications.statusId, REPRICED_STATUSES),
            sql`${membershipApplications.answers}->'lectures'->0->>'course' = ${price.course}`,
          ),
        );
      for (const application of open) {
        const startMonth =
          (application.answers as { lectures?: { startMonth?: string }[] }).lectures?.[0]?.startMonth ?? '';
        const { costs, discounts } = pricedLines(price, startMonth, lectureId);
        await tx
          .update(membershipApplications)
          .set({ costs, discounts })
          .where(
            and(
              eq(membershipApplications.id, application.id),
              inArray(membershipApplications.statusId, REPRICED_STATUSES),
            ),
          );
      }
      return { price: answerOf(row), repriced: open.length };
    });
  }
}
