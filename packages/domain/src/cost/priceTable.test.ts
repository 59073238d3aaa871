import { describe, expect, it } from 'vitest';
import { calculateCosts, printedCostSummary } from './cost';
import { applicationCosts, type CoursePrice, coursePriceFormSchema, monthsFrom, withTax } from './priceTable';

const robo: CoursePrice = {
  course: 'RP',
  monthlyFee: 9_800,
  enrolmentFee: 10_000,
  materialsFee: 18_000,
  discounts: [{ name: 'きょうだい割引', fee: 1_000 }],
  campaignMonths: ['2027-01'],
};

describe('applicationCosts (issue 33, ADR 048)', () => {
  it('writes the entry fee, the first month and the materials with tax, and the course discounts', () => {
    const { costs, discounts } = applicationCosts(robo, '2026-12', 1);
    expect(costs).toEqual([
      { id: 1, feeTypeId: 1, costName: '入会金', cost: 10_000, costTax: 11_000 },
      { id: 2, feeTypeId: 2, costName: '月謝（12月分）', cost: 9_800, costTax: 10_780 },
      { id: 3, feeTypeId: 3, costName: '教材費', cost: 18_000, costTax: 19_800 },
    ]);
    expect(discounts).toEqual([{ id: 1, lectureId: 1, name: 'きょうだい割引', fee: 1_000 }]);
    // Spec 2 §9.3 on top: 37,800 − 1,000 = 36,800 before tax; tax 3,780 − 100.
    expect(calculateCosts(costs, discounts)).toMatchObject({ subtotal: 36_800, tax: 3_680, total: 40_480 });
  });

  it('waives the entry fee in a campaign month', () => {
    const { discounts } = applicationCosts(robo, '2027-01', 1);
    expect(discounts.at(-1)).toEqual({ id: 2, lectureId: 1, name: '入会金無料キャンペーン', fee: 10_000 });
    const printed = printedCostSummary(applicationCosts(robo, '2027-01', 1).costs, discounts);
    expect(printed.entryFee).toBe(11_000);
    expect(printed.discount).toBe(12_100);
  });

  it('leaves out zero figures and gives no campaign discount without an entry fee', () => {
    const free = { ...robo, enrolmentFee: 0, materialsFee: 0, discounts: [] };
    const { costs, discounts } = applicationCosts(free, '2027-01', 4);
    expect(costs.map((c) => c.feeTypeId)).toEqual([2]);
    expect(discounts).toEqual([]);
  });

  it('rounds the tax down', () => {
    expect(withTax(9_999)).toBe(10_998);
    expect(withTax(0)).toBe(0);
  });
});

describe('monthsFrom', () => {
  it('counts months across the year end', () => {
    expect(monthsFrom('2026-11', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});

describe('coursePriceFormSchema', () => {
  const form = {
    classroomId: '1',
    course: 'RP',
    monthlyFee: '９,８００',
    enrolmentFee: '10000',
    materialsFee: '0',
    discount1Name: 'きょうだい割引',
    discount1Fee: '1000',
    discount2Name: '',
    discount2Fee: '',
    campaignMonths: '2027-01,2026-12,2027-01',
  };

  it('accepts full-width digits and commas, and sorts the months', () => {
    expect(coursePriceFormSchema.parse(form)).toEqual({
      classroomId: 1,
      course: 'RP',
      monthlyFee: 9_800,
      enrolmentFee: 10_000,
      materialsFee: 0,
      discounts: [{ name: 'きょうだい割引', fee: 1_000 }],
      campaignMonths: ['2026-12', '2027-01'],
    });
  });

  it('names each wrong field', () => {
    const result = coursePriceFormSchema.safeParse({
      ...form,
      course: 'XX',
      monthlyFee: '-1',
      enrolmentFee: '2000000',
      discount2Fee: '500',
      campaignMonths: '2026-13',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['campaignMonths', 'course', 'discount2Name', 'enrolmentFee', 'monthlyFee']);
  });
});
