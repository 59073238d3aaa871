import { trialEvents } from '../schema';
import { jstAt, jstDate, type Tx } from './classroom-life';

export type TrialEventSeedContext = {
  today: Date;
  rooms: Record<'1301' | '1402' | '1303', number>;
};

/** Lecture per classroom (ids of the spec's lectures): what each classroom's weekly trial teaches. */
const LECTURE_BY_ROOM = { '1301': 1, '1402': 3, '1303': 4 } as const;

/**
 * Spec 2 §3.5: trial events in the next four weeks at every demo classroom, one a week on the Saturday,
 * with lesson ids that stay the same whatever the date (`<classroom>-w<n>`), so the /trial links of docs/DEMO.md
 * and the tests always open an event. Two more show the edges: one already full, one with a single seat.
 */
export const DEMO_TRIAL_EVENTS = {
  open: '1301-w1',
  full: '1301-full',
  lastSeat: '1402-last',
} as const;

export async function seedTrialEvents(tx: Tx, c: TrialEventSeedContext) {
  const todayWeekday = new Date(`${jstDate(c.today)}T00:00:00Z`).getUTCDay();
  // The next Saturday at least two days ahead, so "week 1" is always bookable.
  const firstSaturday = ((6 - todayWeekday + 7) % 7) + (todayWeekday >= 5 ? 7 : 0);
  const rows = (Object.keys(LECTURE_BY_ROOM) as (keyof typeof LECTURE_BY_ROOM)[]).flatMap((no, roomIndex) =>
    [0, 1, 2, 3].map((week) => ({
      classroomId: c.rooms[no],
      lectureId: LECTURE_BY_ROOM[no],
      lessonCode: `${no}-w${week + 1}`,
      heldAt: jstAt(jstDate(c.today, firstSaturday + week * 7), ['10:00', '13:00', '15:30'][roomIndex] ?? '10:00'),
      capacity: 8,
      booked: week === 0 ? 2 : 0,
    })),
  );
  const sunday = firstSaturday + 1;
  rows.push(
    {
      classroomId: c.rooms['1301'],
      lectureId: 1,
      lessonCode: DEMO_TRIAL_EVENTS.full,
      heldAt: jstAt(jstDate(c.today, sunday), '10:00'),
      capacity: 6,
      booked: 6,
    },
    {
      classroomId: c.rooms['1402'],
      lectureId: 3,
      lessonCode: DEMO_TRIAL_EVENTS.lastSeat,
      heldAt: jstAt(jstDate(c.today, sunday), '14:00'),
      capacity: 6,
      booked: 5,
    },
  );
  await tx.insert(trialEvents).values(rows);
}
