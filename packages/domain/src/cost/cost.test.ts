import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CostLine,
  calculateCosts,
  costGroup,
  discountIncludingTax,
  formatYen,
  hasTabletCost,
  printedCostSummary,
} from './cost';

const line = (feeTypeId: number, cost: number, costName = '費用'): CostLine => ({
  feeTypeId,
  costName,
  cost,
  costTax: cost + Math.floor(cost / 10),
});

const standard = [
  line(1, 10000, '入会金'),
  line(2, 6000, '月謝'),
  line(3, 2000, '教材費'),
  line(99, 500, '事務手数料'),
];

describe('costGroup', () => {
  it('sorts fee types into initial, monthly and other', () => {
    expect([1, 3, 5, 6, 7].map(costGroup)).toEqual(Array(5).fill('initial'));
    expect([2, 4].map(costGroup)).toEqual(['monthly', 'monthly']);
    expect(costGroup(99)).toBe('other');
  });
});

describe('calculateCosts', () => {
  it('adds initial, monthly and other costs with 10% tax', () => {
    const s = calculateCosts(standard, []);
    expect(s.initial).toEqual({ excludingTax: 12000, includingTax: 13200 });
    expect(s.monthly).toEqual({ excludingTax: 6000, includingTax: 6600 });
    expect(s.other).toEqual({ excludingTax: 500, includingTax: 550 });
    expect(s.subtotal).toBe(18500);
    expect(s.tax).toBe(1850);
    expect(s.total).toBe(20350);
  });

  it('takes a discount off with its tax rounded down', () => {
    const s = calculateCosts(standard, [{ name: '兄弟割引', fee: 1005 }]);
    expect(s.discount).toEqual({ excludingTax: 1005, includingTax: 1105 });
    expect(s.subtotal).toBe(17495);
    expect(s.tax).toBe(1850 - 100);
    expect(s.total).toBe(17495 + 1750);
  });

  it('lets a discount larger than the monthly fee eat into the initial cost', () => {
    const s = calculateCosts([line(1, 10000), line(2, 6000)], [{ name: 'キャンペーン', fee: 8000 }]);
    expect(s.subtotal).toBe(8000);
    expect(s.tax).toBe(800);
    expect(s.total).toBe(8800);
  });

  it('never goes below zero when the discount exceeds every cost', () => {
    const s = calculateCosts([line(2, 6000)], [{ name: '全額割引', fee: 9000 }]);
    expect(s.discount.excludingTax).toBe(6000);
    expect(s.subtotal).toBe(0);
    expect(s.tax).toBe(0);
    expect(s.total).toBe(0);
  });

  it('computes the discount tax with integer rounding', () => {
    expect(discountIncludingTax(1000)).toBe(1100);
    expect(discountIncludingTax(1009)).toBe(1109);
    expect(discountIncludingTax(3)).toBe(3);
  });

  const lines = fc.array(
    fc
      .record({
        feeTypeId: fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 99),
        costName: fc.constant('費用'),
        cost: fc.integer({ min: 0, max: 100_000 }),
      })
      .map((l) => ({ ...l, costTax: l.cost + Math.floor(l.cost / 10) })),
    { maxLength: 8 },
  );
  const discounts = fc.array(fc.record({ name: fc.constant('割引'), fee: fc.integer({ min: 0, max: 200_000 }) }), {
    maxLength: 3,
  });

  it('keeps totals equal to the sum of their buckets, and tax never negative', () => {
    fc.assert(
      fc.property(lines, discounts, (costs, ds) => {
        const s = calculateCosts(costs, ds);
        const buckets = s.initial.excludingTax + s.monthly.excludingTax + s.other.excludingTax;
        expect(s.subtotal).toBe(buckets - s.discount.excludingTax);
        expect(s.total).toBe(s.subtotal + s.tax);
        expect(s.tax).toBeGreaterThanOrEqual(0);
        expect(s.total).toBeGreaterThanOrEqual(0);
        const sumLines = costs.reduce((sum, c) => sum + c.cost, 0);
        expect(buckets).toBe(sumLines);
      }),
    );
  });

  it('keeps the printed buckets summing to the tax-included total', () => {
    fc.assert(
      fc.property(lines, discounts, (costs, ds) => {
        const p = printedCostSummary(costs, ds);
        expect(p.entryFee + p.monthlyFee + p.materialFee + p.other - p.discount).toBe(p.total);
      }),
    );
  });
});

describe('printedCostSummary', () => {
  it('groups 1; 2 and 4; 3, 5, 6, 7; and 99', () => {
    const p = printedCostSummary(
      [
        line(1, 10000),
        line(2, 6000),
        line(4, 1000),
        line(3, 2000),
        line(5, 100),
        line(6, 200),
        line(7, 300),
        line(99, 50),
      ],
      [{ name: '割引', fee: 1000 }],
    );
    expect(p).toEqual({
      entryFee: 11000,
      monthlyFee: 7700,
      materialFee: 2200 + 110 + 220 + 330,
      other: 55,
      discount: 1100,
      total: 11000 + 7700 + 2860 + 55 - 1100,
    });
  });
});

describe('hasTabletCost', () => {
  it('spots the 14546 yen tablet line by amount and name', () => {
    expect(hasTabletCost([line(5, 14546, 'タブレット代')])).toBe(true);
    expect(hasTabletCost([line(5, 14546, '教材費')])).toBe(false);
    expect(hasTabletCost([line(5, 14000, 'タブレット代')])).toBe(false);
  });
});

describe('formatYen', () => {
  it('separates thousands', () => {
    expect(formatYen(16500)).toBe('16,500円');
    expect(formatYen(0)).toBe('0円');
    expect(formatYen(1234567)).toBe('1,234,567円');
  });
});
