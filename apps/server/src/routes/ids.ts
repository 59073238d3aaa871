/** The largest id of an `integer` (int4) column: a bigger number names no row, and PostgreSQL would refuse it. */
export const MAX_ROW_ID = 2_147_483_647;

/** A number that can be the id of a row: a positive integer within PostgreSQL's `integer`. */
export const isRowId = (n: number) => Number.isInteger(n) && n > 0 && n <= MAX_ROW_ID;
