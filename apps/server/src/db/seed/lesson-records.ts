import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { FileStorage } from '../../services/storage';
import { classrooms, enrolments, families, files, kids, lessonRecords } from '../schema';
import { jstDate, type Tx } from './classroom-life';

/** Deterministic pseudo-random numbers, so every seed draws the same pictures. */
function rng(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) % 10_000) / 10_000;
  };
}

const PALETTE = ['#e85d75', '#f29e4c', '#4caf7a', '#3f7fd9', '#56c2e6', '#9b6fd6', '#f2d04c', '#7a8591'];

/** A robot on a workbench, drawn as SVG (no text, so no font is needed): body, head, eyes, arms, wheels. */
function robotSvg(seed: number): string {
  const r = rng(seed);
  const c = (i: number) => PALETTE[Math.floor(r() * PALETTE.length + i) % PALETTE.length];
  const bw = 160 + Math.floor(r() * 80);
  const bh = 120 + Math.floor(r() * 60);
  const x = 320 - bw / 2;
  const y = 250;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
  <rect width="640" height="480" fill="#f4efe6"/>
  <rect y="400" width="640" height="80" fill="#b98b5e"/>
  <rect x="${x}" y="${y}" width="${bw}" height="${bh}" rx="18" fill="${c(0)}" stroke="#333" stroke-width="4"/>
  <rect x="${320 - 70}" y="${y - 110}" width="140" height="100" rx="14" fill="${c(1)}" stroke="#333" stroke-width="4"/>
  <line x1="320" y1="${y - 110}" x2="320" y2="${y - 150}" stroke="#333" stroke-width="4"/>
  <circle cx="320" cy="${y - 156}" r="10" fill="${c(2)}" stroke="#333" stroke-width="3"/>
  <circle cx="290" cy="${y - 62}" r="16" fill="#fff" stroke="#333" stroke-width="3"/>
  <circle cx="350" cy="${y - 62}" r="16" fill="#fff" stroke="#333" stroke-width="3"/>
  <circle cx="${290 + r() * 8 - 4}" cy="${y - 62}" r="6" fill="#222"/>
  <circle cx="${350 + r() * 8 - 4}" cy="${y - 62}" r="6" fill="#222"/>
  <rect x="${x - 60}" y="${y + 20}" width="60" height="18" rx="8" fill="${c(3)}" stroke="#333" stroke-width="3" transform="rotate(${-20 + r() * 40} ${x} ${y + 29})"/>
  <rect x="${x + bw}" y="${y + 20}" width="60" height="18" rx="8" fill="${c(3)}" stroke="#333" stroke-width="3" transform="rotate(${-20 + r() * 40} ${x + bw} ${y + 29})"/>
  <circle cx="${x + 30}" cy="${y + bh + 14}" r="26" fill="#444"/><circle cx="${x + bw - 30}" cy="${y + bh + 14}" r="26" fill="#444"/>
  <circle cx="${x + 30}" cy="${y + bh + 14}" r="9" fill="#bbb"/><circle cx="${x + bw - 30}" cy="${y + bh + 14}" r="9" fill="#bbb"/>
  ${Array.from({ length: 4 }, (_, i) => `<circle cx="${x + 30 + i * ((bw - 60) / 3)}" cy="${y + 50}" r="8" fill="${c(i + 4)}"/>`).join('')}
</svg>`;
}

/** A child's painting: overlapping shapes on paper. */
function artworkSvg(seed: number): string {
  const r = rng(seed);
  const shapes = Array.from({ length: 14 }, (_, i) => {
    const fill = PALETTE[Math.floor(r() * PALETTE.length)];
    const cx = 60 + r() * 520;
    const cy = 60 + r() * 360;
    const size = 20 + r() * 70;
    return i % 3 === 0
      ? `<rect x="${cx}" y="${cy}" width="${size}" height="${size * 0.7}" fill="${fill}" opacity="0.85" transform="rotate(${r() * 90} ${cx} ${cy})"/>`
      : i % 3 === 1
        ? `<circle cx="${cx}" cy="${cy}" r="${size / 2}" fill="${fill}" opacity="0.8"/>`
        : `<polygon points="${cx},${cy - size / 2} ${cx + size / 2},${cy + size / 2} ${cx - size / 2},${cy + size / 2}" fill="${fill}" opacity="0.8"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
  <rect width="640" height="480" fill="#fbf8f1"/>
  <rect x="24" y="24" width="592" height="432" fill="none" stroke="#d9cfbd" stroke-width="6"/>
  ${shapes.join('\n  ')}
</svg>`;
}

const PICTURES = 8;

/** Draws the demo photos (robots and artwork) and stores them; returns the file ids, robots first. */
async function drawPictures(tx: Tx, storage: FileStorage) {
  const drawn = await Promise.all(
    Array.from({ length: PICTURES }, async (_, i) => {
      const svg = i % 2 === 0 ? robotSvg(101 + i) : artworkSvg(203 + i);
      const data = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
      return { name: `lesson-record-${i + 1}.jpg`, data, key: FileStorage.newKey() };
    }),
  );
  for (const p of drawn) await storage.put(p.key, p.data, 'image/jpeg');
  const rows = await tx
    .insert(files)
    .values(drawn.map((p) => ({ name: p.name, mimeType: 'image/jpeg', size: p.data.length, key: p.key })))
    .returning({ id: files.id });
  return rows.map((r) => r.id);
}

const OWN_TITLES: Record<string, string[]> = {
  RA: [
    '歯車で動く風車',
    'カムで動く人形',
    'ベルトコンベア',
    'ロボットアーム',
    '首振り扇風機',
    'ボール投げマシン',
    '四足歩行ロボット',
    'シャクトリムシ',
  ],
  KB: [
    'まわる風車のアニメ',
    'じゃんけんゲーム',
    '時計のプログラム',
    '音楽プレーヤー',
    'シューティングゲーム',
    'たまご割りゲーム',
    'お天気クイズ',
    'ピアノアプリ',
  ],
  RM: [
    'ゴム動力の飛行機',
    '振り子時計',
    'ピンボール',
    'かたつむりロボット',
    'ロープウェイ',
    '糸電話の研究',
    '手回し発電機',
    'ブルドーザー',
    'ワイパー',
  ],
};

const CLASSMATE_NAMES = ['そうた', 'ゆい', 'こはる', 'りく', 'ひなた', 'あおい', 'ゆうと', 'めい', 'かいと', 'さくら'];
/**
 * Nicknames children choose for みんなの投稿 (issue 31 item 35): made-up words, never a child's given name nor a
 * name with a number; the k-th child of the demo (ten a classroom) gets a pair no other child has.
 */
const NICK_FIRST = ['ひらめき', 'わくわく', 'ぴかぴか', 'すいすい', 'ぐんぐん', 'きらきら', 'もくもく', 'ころころ'];
const NICK_SECOND = [
  'はかせ',
  'エンジニア',
  '発明家',
  'ロボ',
  'メカニック',
  '名人',
  '職人',
  'たんけん家',
  'プログラマー',
  'ビルダー',
];
export const classmateNickname = (k: number) =>
  `${NICK_FIRST[k % NICK_FIRST.length]}${NICK_SECOND[Math.floor(k / NICK_FIRST.length) % NICK_SECOND.length]}`;
const PUBLIC_TITLES = [
  'ライントレースカー',
  'ピタゴラ装置に挑戦',
  'ゴムで走る車',
  'お絵かきロボット',
  '自動ドアの模型',
  '歩くカニロボット',
  'クレーンゲーム',
  '回るメリーゴーランド',
  '秋の色で描いた森',
  'ぼくの考えた未来の町',
  '迷路脱出ゲーム',
  'ロボットの顔をデザイン',
];
const PUBLIC_COURSES = ['RP', 'RPP', 'RM', 'RMP', 'RA', 'KB', 'KM', 'SGS', 'ATS'];

/**
 * Issue 13 demo: a year of records for each demo child, photos for every record, and a year of public
 * posts (330) from children of other families at the three classrooms, so paging and search matter.
 */
export async function seedLessonRecords(tx: Tx, { today, storage }: { today: Date; storage: FileStorage }) {
  const pictures = await drawPictures(tx, storage);
  const pictureFor = (n: number) => pictures[n % pictures.length] as number;

  // The records classroom-life.ts seeded (the last four months): their classroom and photo.
  const demoKids = await tx
    .select({
      id: kids.id,
      familyId: kids.familyId,
      classroomId: enrolments.classroomId,
      course: enrolments.courseCode,
    })
    .from(kids)
    .innerJoin(enrolments, eq(enrolments.kidId, kids.id))
    .where(inArray(kids.seitoNo, ['13010417', '14020233', '13030158']));
  for (const k of demoKids) {
    const existing = await tx
      .select({ id: lessonRecords.id, public: lessonRecords.public, nickname: lessonRecords.nickname })
      .from(lessonRecords)
      .where(and(eq(lessonRecords.kidId, k.id), eq(lessonRecords.courseCode, k.course)));
    for (const [i, r] of existing.entries()) {
      await tx
        .update(lessonRecords)
        .set({ classroomId: k.classroomId, imageFileId: pictureFor(k.id + i) })
        .where(eq(lessonRecords.id, r.id));
    }
    // Months 4 to 11 back complete the year; the guardian commented on some, the classroom always did. Their
    // The demo's bell holds the notifications of the last four months only (classroom-life.ts), so none here.
    const titles = OWN_TITLES[k.course] ?? OWN_TITLES.RA ?? [];
    const nickname = existing[0]?.nickname ?? null;
    await tx
      .insert(lessonRecords)
      .values(
        titles.slice(0, 8).map((title, j) => {
          const i = j + 4;
          return {
            kidId: k.id,
            courseCode: k.course,
            classroomId: k.classroomId,
            imageFileId: pictureFor(k.id + i),
            title,
            comment: `${title}を作りました。むずかしいところもあったけれど、最後まで動かせました。`,
            lecturerComment: `${title}では、友だちの作品もよく観察して、自分の作品に生かしていました。`,
            parentComment: i % 3 === 0 ? '完成した写真を家族みんなで見ました。' : null,
            public: nickname !== null && i % 4 === 0,
            nickname,
            postedOn: jstDate(today, -7 - 30 * i),
          };
        }),
      )
      .returning({ id: lessonRecords.id, postedOn: lessonRecords.postedOn });
  }

  // Classmates of other families: ten children at each classroom, eleven public posts each over the year.
  const rooms = await tx.select({ id: classrooms.id, no: classrooms.classroomNo }).from(classrooms);
  let n = 0;
  for (const [roomIndex, room] of rooms.entries()) {
    const [family] = await tx
      .insert(families)
      .values({ name: `みんなの投稿（${room.no}）` })
      .returning({ id: families.id });
    if (!family) throw new Error('family insert returned nothing');
    const classmates = await tx
      .insert(kids)
      .values(
        CLASSMATE_NAMES.map((name, i) => ({
          familyId: family.id,
          seitoNo: `9${room.no}${String(i).padStart(3, '0')}`,
          lastName: '公開',
          firstName: name,
          lastNameKana: 'コウカイ',
          firstNameKana: name,
          birthday: '2016-04-01',
          gender: (i % 2) + 1,
          schoolGrade: 3 + (i % 6),
        })),
      )
      .returning({ id: kids.id });
    await tx.insert(lessonRecords).values(
      classmates.flatMap((kid, i) =>
        Array.from({ length: 11 }, (_, m) => {
          n += 1;
          const title = PUBLIC_TITLES[(i + m) % PUBLIC_TITLES.length] as string;
          return {
            kidId: kid.id,
            courseCode: PUBLIC_COURSES[(i + Number(room.no)) % PUBLIC_COURSES.length] as string,
            classroomId: room.id,
            imageFileId: pictureFor(n),
            title,
            comment: `${title}をがんばって作りました。${m % 2 === 0 ? '次はもっと大きいのを作りたいです。' : '工夫したところを見てください。'}`,
            lecturerComment: null,
            public: true,
            nickname: classmateNickname(roomIndex * CLASSMATE_NAMES.length + i),
            postedOn: jstDate(today, -3 - 30 * m - i),
          };
        }),
      ),
    );
  }
  return { publicPosts: n };
}
