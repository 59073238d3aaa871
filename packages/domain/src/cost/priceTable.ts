import { z } from 'zod';
import { APPLICATION_COURSE_CODES } from '../membership/staffCreate';
import { codes } from '../validation/rules';
import type { CostLine, Discount } from './cost';
import { TAX_RATE } from './cost';

/** Issue 33 (ADR 048): the most a price-table figure may be, in yen before tax. */
export const PRICE_MAX_YEN = 1_000_000;
/** Issue 33: the discount lines a course's price may carry. */
export const PRICE_MAX_DISCOUNTS = 2;
/** Issue 33: how many months ahead the classroom may mark as campaign months. */
export const CAMPAIGN_MONTHS_AHEAD = 12;

/**
 * Issue 33 (ADR 048): a classroom's price table row for one course: the figures before tax, the
 * discounts every new member of the course gets, and the campaign months (a start in one waives the
 * enrolment fee).
 */
export interface CoursePrice {
  course: string;
  monthlyFee: number;
  enrolmentFee: number;
  materialsFee: number;
  discounts: readonly { name: string; fee: number }[];
  /** YYYY-MM start months in which the enrolment fee is waived. */
  campaignMonths: readonly string[];
}

/** Spec 2 §9.3 fee types the price table writes: 1 entry fee, 2 monthly fee, 3 materials. */
export const PRICE_FEE_TYPES = { enrolment: 1, monthly: 2, materials: 3 } as const;

/** The cost-line names, as the cost screen and the printed form show them (Japanese, as the contract's costName). */
export const PRICE_LINE_NAMES = {
  enrolment: '入会金',
  monthly: (month: number) => `月謝（${month}月分）`,
  materials: '教材費',
  campaign: '入会金無料キャンペーン',
} as const;

/** A figure before tax with its tax added, rounded down (spec 2 §9.3's 10%). */
export function withTax(yen: number): number {
  return yen + Math.floor((Math.round(yen) * Math.round(TAX_RATE * 100)) / 100);
}

/**
 * Issue 33 (ADR 048), spec 2 §3.4 / §9.3: the cost lines and discounts of an application for a course
 * starting in `startMonth`, from the classroom's price table: the entry fee (type 1), the first month's
 * fee (type 2) and the materials (type 3), each with tax; the course's discounts; and, in a campaign
 * month, a discount that waives the entry fee. Zero figures give no line.
 */
export function applicationCosts(
  price: CoursePrice,
  startMonth: string,
  lectureId: number,
): { costs: CostLine[]; discounts: Discount[] } {
  const month = Number(startMonth.slice(5, 7)) || 1;
  const lines: [number, string, number][] = [
    [PRICE_FEE_TYPES.enrolment, PRICE_LINE_NAMES.enrolment, price.enrolmentFee],
    [PRICE_FEE_TYPES.monthly, PRICE_LINE_NAMES.monthly(month), price.monthlyFee],
    [PRICE_FEE_TYPES.materials, PRICE_LINE_NAMES.materials, price.materialsFee],
  ];
  const costs = lines
    .filter(([, , yen]) => yen > 0)
    .map(([feeTypeId, costName, cost], index) => ({
      id: index + 1,
      feeTypeId,
      costName,
      cost,
      costTax: withTax(cost),
    }));
  const discounts: Discount[] = price.discounts
    .filter((d) => d.fee > 0)
    .map((d, index) => ({ id: index + 1, lectureId, name: d.name, fee: d.fee }));
  if (price.enrolmentFee > 0 && price.campaignMonths.includes(startMonth))
    discounts.push({
      id: discounts.length + 1,
      lectureId,
      name: PRICE_LINE_NAMES.campaign,
      fee: price.enrolmentFee,
    });
  return { costs, discounts };
}

/** The YYYY-MM months from `firstMonth` on, `count` of them (the campaign months the form offers). */
export function monthsFrom(firstMonth: string, count: number = CAMPAIGN_MONTHS_AHEAD): string[] {
  const [year = 2000, month = 1] = firstMonth.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const yen = (field: 'monthlyFee' | 'enrolmentFee' | 'materialsFee' | 'discountFee') =>
  z
    .string()
    .transform((text) => text.normalize('NFKC').replaceAll(',', '').trim())
    .pipe(z.string().regex(/^\d{1,7}$/, codes.yen(field)))
    .transform(Number)
    .pipe(z.number().int().min(0).max(PRICE_MAX_YEN, codes.yen(field)));

/**
 * Issue 33 (ADR 048): the price form of the staff page, flat string values as the form layer keeps them.
 * `campaignMonths` is the chosen months joined by commas. A discount needs a name and a fee, or neither.
 * Every field is checked in one pass, so every wrong field is listed at once.
 */
export const coursePriceFormSchema = z
  .object({
    classroomId: z.string(),
    course: z.string(),
    monthlyFee: z.string(),
    enrolmentFee: z.string(),
    materialsFee: z.string(),
    discount1Name: z.string(),
    discount1Fee: z.string(),
    discount2Name: z.string(),
    discount2Fee: z.string(),
    campaignMonths: z.string(),
  })
  .superRefine((form, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!/^\d+$/.test(form.classroomId)) fail('classroomId', codes.select('classroom'));
    if (!APPLICATION_COURSE_CODES.includes(form.course)) fail('course', codes.select('course'));
    for (const field of ['monthlyFee', 'enrolmentFee', 'materialsFee'] as const)
      if (!yen(field).safeParse(form[field]).success) fail(field, codes.yen(field));
    for (const n of [1, 2] as const) {
      const name = form[`discount${n}Name`].trim();
      const fee = form[`discount${n}Fee`].trim();
      if (name === '' && fee === '') continue;
      if (name === '') fail(`discount${n}Name`, codes.required('discountName'));
      else if (name.length > 40) fail(`discount${n}Name`, codes.tooLong('discountName', 40));
      const parsed = yen('discountFee').safeParse(fee);
      if (!parsed.success || parsed.data === 0) fail(`discount${n}Fee`, codes.yen('discountFee'));
    }
    const months = form.campaignMonths.split(',').filter(Boolean);
    if (months.some((m) => !/^\d{4}-(0[1-9]|1[0-2])$/.test(m))) fail('campaignMonths', codes.select('campaignMonths'));
  })
  .transform((form) => ({
    classroomId: Number(form.classroomId),
    course: form.course,
    monthlyFee: yenOf(form.monthlyFee),
    enrolmentFee: yenOf(form.enrolmentFee),
    materialsFee: yenOf(form.materialsFee),
    discounts: ([1, 2] as const)
      .filter((n) => form[`discount${n}Name`].trim() !== '')
      .map((n) => ({ name: form[`discount${n}Name`].trim(), fee: yenOf(form[`discount${n}Fee`]) })),
    campaignMonths: [...new Set(form.campaignMonths.split(',').filter(Boolean))].sort(),
  }));

/** A checked yen figure as a number (full-width digits and commas allowed). */
function yenOf(text: string): number {
  return Number(text.normalize('NFKC').replaceAll(',', '').trim());
}

export type CoursePriceFormValues = z.input<typeof coursePriceFormSchema>;
