import { type CoursePrice, jstIsoDate } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import { CoursePriceService } from '../../routes/membership/prices';
import { COURSES } from '../catalogue';
import type { Database } from '../client';
import { classrooms } from '../schema';
import type { Tx } from './classroom-life';

/** The terms' figures (spec 2 §9.4, the FAQ's fee page): entry 10,000 yen and 6,000 yen a month, before tax. */
const TERMS = { enrolmentFee: 10_000, monthlyFee: 6_000 } as const;

/** Materials per lecture (the robot kit, the programming textbooks, the science kit), before tax. */
const MATERIALS: Record<number, number> = { 1: 18_000, 2: 12_000, 3: 8_000, 4: 9_000, 5: 4_000 };

/**
 * Issue 33 (ADR 048): today's demo prices, written through the staff page's service so the demo shows what
 * staff can make: every course at the three classrooms at the terms' figures with its materials; the robot
 * courses carry the entry campaign discount; 吉祥寺教室 waives the entry fee for a start two months on.
 */
export async function seedCoursePrices(tx: Tx, c: { today: Date }) {
  const service = new CoursePriceService(tx as unknown as Database, () => c.today);
  const rooms = await tx
    .select({ id: classrooms.id, no: classrooms.classroomNo })
    .from(classrooms)
    .where(inArray(classrooms.classroomNo, ['1301', '1402', '1303']));
  // Two months on: never the start month of the demo's open applications (a month after today).
  const campaign = jstIsoDate(new Date(c.today.getTime() + 62 * 86_400_000)).slice(0, 7);
  for (const room of rooms) {
    for (const course of COURSES.filter((k) => MATERIALS[k.lectureId] !== undefined)) {
      const price: CoursePrice = {
        course: course.code,
        ...TERMS,
        materialsFee: MATERIALS[course.lectureId] ?? 0,
        discounts: course.lectureId === 1 ? [{ name: '入会キャンペーン割引', fee: 5_000 }] : [],
        campaignMonths: room.no === '1303' ? [campaign] : [],
      };
      await service.set(room.id, price, null);
    }
  }
}
