import { assessmentTests, carouselItems, trialBookings } from '../schema';
import { jstAt, jstDate, type Tx } from './classroom-life';

export type HomeSeedContext = {
  today: Date;
  rooms: Record<'jiyugaoka' | 'kichijoji', number>;
  families: Record<'ito', number>;
  kids: Record<'haruto' | 'ren', number>;
};

/**
 * The banner pictures live in the portal's public folder (apps/portal/public/carousel) and carry no words:
 * `alt` holds them, and the portal shows them as text. A provisional member (role 7) cannot get an
 * introduction code (spec 1 §6), so the referral campaign is not shown to them.
 */
export const CAROUSEL_SLIDES = [
  {
    url: '/invite/top',
    imagePath: '/carousel/banner-invite.svg',
    alt: 'お友だち紹介キャンペーン　ご紹介でギフト券をプレゼント',
    hiddenForRoles: [7],
  },
  {
    url: 'https://www.manabi.example/event/winter/',
    imagePath: '/carousel/banner-winter.svg',
    alt: '冬休み特別講座 受付中　ロボット・プログラミングの1日講座',
    hiddenForRoles: [],
  },
  {
    url: 'https://www.manabi.example/robot-contest/',
    imagePath: '/carousel/banner-contest.svg',
    alt: 'ロボットコンテスト 作品募集　アイデアいっぱいのロボット大募集',
    hiddenForRoles: [],
  },
];

/**
 * Home page data: the provider's carousel, robot assessment tests for each family's robot-course child
 * (one not yet taken, one taken this month, one taken long ago), and more of the prospect's bookings
 * (a consultation whose date is still being arranged and a cancelled trial in the past).
 */
export async function seedHome(tx: Tx, c: HomeSeedContext) {
  const { today } = c;
  await tx.insert(carouselItems).values(CAROUSEL_SLIDES.map((s, i) => ({ sortOrder: i + 1, ...s })));

  const thisYear = jstDate(today).slice(0, 4);
  const lastYear = String(Number(thisYear) - 1);
  await tx.insert(assessmentTests).values([
    {
      kidId: c.kids.haruto,
      assessmentTestCode: `AT${thisYear}-ADV`,
      testName: `${thisYear}年度 ロボット検定 アドバンス`,
      lmsCode: 'ASM-ADVANCE1',
      lmsProductCode: `ASSESSMENT${thisYear}`,
      takenOn: null,
      taken: false,
      remind: true,
    },
    {
      kidId: c.kids.haruto,
      assessmentTestCode: `AT${lastYear}-MID`,
      testName: `${lastYear}年度 ロボット検定 ミドル`,
      lmsCode: 'ASM-MIDDLE2',
      lmsProductCode: `ASSESSMENT${lastYear}`,
      takenOn: jstDate(today, -200),
      taken: true,
    },
    {
      kidId: c.kids.ren,
      assessmentTestCode: `AT${thisYear}-MID`,
      testName: `${thisYear}年度 ロボット検定 ミドル`,
      lmsCode: 'ASM-MIDDLE1',
      lmsProductCode: `ASSESSMENT${thisYear}`,
      // Today is always within this month, so the test shows as taken in the home list.
      takenOn: jstDate(today),
      taken: true,
    },
  ]);

  await tx.insert(trialBookings).values([
    {
      familyId: c.families.ito,
      classroomId: c.rooms.kichijoji,
      lectureId: 3,
      trialCode: `C${jstDate(today, -1).replaceAll('-', '')}07`,
      status: 'UKETSUKE',
      consultation: true,
      heldAt: null,
    },
    {
      // A consultation with the family's preferred dates, waiting for the classroom to pick one.
      familyId: c.families.ito,
      classroomId: c.rooms.kichijoji,
      lectureId: 4,
      trialCode: `C${jstDate(today).replaceAll('-', '')}11`,
      status: 'UKETSUKE',
      consultation: true,
      heldAt: null,
      preferredAt: [jstAt(jstDate(today, 5), '10:00'), jstAt(jstDate(today, 7), '14:00')].map((at) => at.toISOString()),
    },
    {
      familyId: c.families.ito,
      classroomId: c.rooms.jiyugaoka,
      lectureId: 1,
      trialCode: `T${jstDate(today, -20).replaceAll('-', '')}03`,
      status: 'CANCEL',
      heldAt: jstAt(jstDate(today, -20), '10:00'),
    },
  ]);
}
