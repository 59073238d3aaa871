/** Spec 2 §3.4: one cost line; cost excludes tax, costTax includes it (the contract's reading). */
export interface CostLine {
  id?: number;
  feeTypeId: number;
  costName: string;
  cost: number;
  costTax: number;
}

/** Spec 2 §3.4: one discount; fee excludes tax. */
export interface Discount {
  id?: number;
  lectureId?: number;
  name: string;
  fee: number;
}

/** Spec 2 §9.3: the consumption tax rate. */
export const TAX_RATE = 0.1;

/** Spec 2 §9.3: fee types of the initial cost. */
export const INITIAL_FEE_TYPES: readonly number[] = [1, 3, 5, 6, 7];
/** Spec 2 §9.3: fee types of the monthly cost. */
export const MONTHLY_FEE_TYPES: readonly number[] = [2, 4];
/** Spec 2 §9.3: the fee type of other costs. */
export const OTHER_FEE_TYPE = 99;

/** Spec 2 §9.3: which of the three cost groups a fee type belongs to. */
export function costGroup(feeTypeId: number): 'initial' | 'monthly' | 'other' {
  if (INITIAL_FEE_TYPES.includes(feeTypeId)) return 'initial';
  if (MONTHLY_FEE_TYPES.includes(feeTypeId)) return 'monthly';
  return 'other';
}

/** Spec 2 §9.3: an amount in yen without and with tax. */
export interface Amount {
  excludingTax: number;
  includingTax: number;
}

/** Spec 2 §9.3: the cost screen's figures. */
export interface CostSummary {
  initial: Amount;
  monthly: Amount;
  other: Amount;
  /** The discount actually taken off (never more than the costs). */
  discount: Amount;
  /** initial + monthly + other − discount, excluding tax. */
  subtotal: number;
  /** The tax of the costs less 10% of the discount, rounded down; never negative. */
  tax: number;
  /** subtotal + tax. */
  total: number;
}

/** Spec 2 §9.3: a discount's tax-included figure: the floor of the discount times 1.1. */
export function discountIncludingTax(fee: number): number {
  return fee + tenPercentDown(fee);
}

/**
 * Spec 2 §9.3: cost calculation. Total = initial + monthly + other − discounts; tax 10%, the tax
 * total reduced by 10% of the discount rounded down. A discount larger than the costs takes them to 0.
 */
export function calculateCosts(costs: readonly CostLine[], discounts: readonly Discount[]): CostSummary {
  const groups = { initial: amount(), monthly: amount(), other: amount() };
  for (const line of costs) {
    const group = groups[costGroup(line.feeTypeId)];
    group.excludingTax += line.cost;
    group.includingTax += line.costTax;
  }
  const gross = groups.initial.excludingTax + groups.monthly.excludingTax + groups.other.excludingTax;
  const grossTax = groups.initial.includingTax + groups.monthly.includingTax + groups.other.includingTax - gross;
  const requested = discounts.reduce((sum, d) => sum + Math.max(d.fee, 0), 0);
  const discountExcl = Math.min(requested, Math.max(gross, 0));
  const discountTax = Math.min(tenPercentDown(discountExcl), Math.max(grossTax, 0));
  const subtotal = gross - discountExcl;
  const tax = Math.max(grossTax - discountTax, 0);
  return {
    ...groups,
    discount: { excludingTax: discountExcl, includingTax: discountExcl + discountTax },
    subtotal,
    tax,
    total: subtotal + tax,
  };
}

/** Spec 2 §3.8 / §9.3: the printed form's first-payment amounts (tax included). */
export interface PrintedCostSummary {
  /** Fee type 1. */
  entryFee: number;
  /** Fee types 2 and 4. */
  monthlyFee: number;
  /** Fee types 3, 5, 6 and 7. */
  materialFee: number;
  /** Fee type 99. */
  other: number;
  discount: number;
  total: number;
}

/** Spec 2 §9.3: the printed form's buckets: 1; 2 and 4; 3, 5, 6, 7; 99; less discounts. */
export function printedCostSummary(costs: readonly CostLine[], discounts: readonly Discount[]): PrintedCostSummary {
  const summary = calculateCosts(costs, discounts);
  const bucket = (types: readonly number[]) =>
    costs.filter((c) => types.includes(c.feeTypeId)).reduce((sum, c) => sum + c.costTax, 0);
  const entryFee = bucket([1]);
  const monthlyFee = bucket(MONTHLY_FEE_TYPES);
  const materialFee = bucket([3, 5, 6, 7]);
  const other = costs.filter((c) => costGroup(c.feeTypeId) === 'other').reduce((sum, c) => sum + c.costTax, 0);
  return { entryFee, monthlyFee, materialFee, other, discount: summary.discount.includingTax, total: summary.total };
}

/** Spec 2 §9.3: the tablet cost line (14546 yen) that changes a wording on the printed form. */
export const TABLET_COST = 14546;

/** Spec 2 §9.3: whether the costs hold the tablet line (14546 carrying the tablet-cost name). */
export function hasTabletCost(costs: readonly CostLine[]): boolean {
  return costs.some((c) => (c.cost === TABLET_COST || c.costTax === TABLET_COST) && c.costName.includes('タブレット'));
}

/** Spec 2 §3.8: formats yen with thousands separators for the cost screens, e.g. 16,500円. */
export function formatYen(amount: number): string {
  return `${String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}円`;
}

/** 10% rounded down, in integer arithmetic so 1.1 never becomes 1.0999…. */
/** The tax of a whole-yen amount, rounded down; integer maths, so 0.1's binary error cannot round it. */
function tenPercentDown(yen: number): number {
  return Math.floor((Math.round(yen) * Math.round(TAX_RATE * 100)) / 100);
}

function amount(): Amount {
  return { excludingTax: 0, includingTax: 0 };
}
