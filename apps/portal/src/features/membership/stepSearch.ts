import { defined, positiveInt } from '../../app/searchParams';

/** Spec 2 §2.1: the query every step carries (the application's id and receipt number). */
export type StepSearch = { kidId: number; subscriptionCode: string };

/**
 * Reads a step's query for the route's `validateSearch`. Route files are part of the entry bundle, so this is
 * a plain function (app/searchParams) rather than a schema that would bring zod into every page's first load.
 * A missing or malformed value reads as 0 or '' (the step then sends the applicant back to the list).
 */
export function stepSearch(search: Record<string, unknown>): StepSearch {
  const code = search.subscriptionCode;
  return {
    kidId: positiveInt(search.kidId, Number.MAX_SAFE_INTEGER) ?? 0,
    subscriptionCode: typeof code === 'string' && code.length <= 32 ? code : '',
  };
}

/** The mailed link's token besides (spec 2 §2.2); it then leaves the address. */
export function verifySearch(search: Record<string, unknown>): StepSearch & { token?: string } {
  const { token } = search;
  return defined({
    ...stepSearch(search),
    token: typeof token === 'string' && token.length <= 128 ? token : undefined,
  });
}
