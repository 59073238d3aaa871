/** Spec 1 §3: the colour family of a course. */
export type CourseColorKey = 'pink' | 'orange' | 'green' | 'blue' | 'lightBlue' | 'other';

const COURSE_COLORS: Readonly<Record<string, CourseColorKey>> = {
  RP: 'pink',
  RPP: 'pink',
  RB: 'orange',
  RM: 'green',
  RMP: 'green',
  RA: 'blue',
  RAP: 'blue',
  SGS: 'lightBlue',
  SGM: 'lightBlue',
  SGA: 'lightBlue',
};

/** Spec 1 §3 "Course colours": RP, RPP pink; RB orange; RM, RMP green; RA, RAP blue; SG* light blue. */
export function courseColorKey(courseCd: string): CourseColorKey {
  return Object.hasOwn(COURSE_COLORS, courseCd) ? (COURSE_COLORS[courseCd] as CourseColorKey) : 'other';
}

/** Spec 1 §3: one of the 4 colours a child takes in the calendar. */
export type KidColorKey = 'c1' | 'c2' | 'c3' | 'c4';

/** Spec 1 §3 "Kid colour cycle": the calendar colour of the child at an index, cycling through 4. */
export const KID_COLOR_KEYS: readonly KidColorKey[] = ['c1', 'c2', 'c3', 'c4'];

/** Spec 1 §2 "Calendar": the colour of the n-th child (0-based), repeating every 4. */
export function kidColorKey(index: number): KidColorKey {
  const i = ((Math.trunc(index) % 4) + 4) % 4;
  return KID_COLOR_KEYS[i] as KidColorKey;
}
