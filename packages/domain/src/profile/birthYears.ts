import { jstParts } from '../time/jst';

/** Spec 2 §9.1: guardian birth-year choices cover 90 years. */
const YEARS = 90;

/** Spec 2 §5.3 / §9.1: guardian birth years from the current JST year − 18 down to − 107. */
export function guardianBirthYearOptions(today: Date): number[] {
  const top = jstParts(today).year - 18;
  return Array.from({ length: YEARS }, (_, i) => top - i);
}

/** Spec 1 §5 "Profile edit": birth years from the current JST year − 17 going back 90 years. */
export function profileBirthYearOptions(today: Date): number[] {
  const top = jstParts(today).year - 17;
  return Array.from({ length: YEARS }, (_, i) => top - i);
}

/** Spec 2 §5.3 / §9.1: the guardian birth-year select opens on 1980 when empty. */
export const GUARDIAN_BIRTH_YEAR_DEFAULT = 1980;
