import { readFile } from 'node:fs/promises';
import { lectureOfCourse } from '@portal/domain';
import type { FileStorage } from '../../services/storage';
import { columns, lmsCourses, lmsLessons, notifications } from '../schema';
import { jstAt, jstDate, type Tx } from './classroom-life';

/**
 * The demo videos: four 12-second WebM files (VP8 and Opus, 320×180) made once with ffmpeg from
 * Debian's packages and kept in the repository, so seeding needs no encoder (media/README.md has the
 * command). The build copies the folder beside the bundle, as it does the migrations.
 */
const MEDIA = new URL('./media/', import.meta.url);
export const DEMO_VIDEO_COUNT = 4;
export const DEMO_VIDEO_SECONDS = 12;

/** "YYYY-MM" of the month `monthsAgo` before today's month in Japan. */
export function jstMonth(today: Date, monthsAgo = 0): string {
  const [y, m] = jstDate(today).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - monthsAgo, 1)).toISOString().slice(0, 7);
}

type Topic = { title: string; lead: string; point: string; home: string };

/** Robot-course columns: what the month's robot teaches and how to talk about it at home. */
const ROBOT_TOPICS: Topic[] = [
  {
    title: 'ギアの組み合わせで速さが変わるのはなぜ？',
    lead: '今月のロボットは、ギアの大きさを変えて走る速さを比べました。',
    point:
      '小さなギアで大きなギアを回すと、力は強くなりますが回る速さは遅くなります。授業では歯の数を数えて、何回転で一周するかを確かめました。',
    home: '自転車のギアを切り替えたときの足の重さを思い出しながら、お子さまに「どうしてかな」と聞いてみてください。',
  },
  {
    title: 'てこの原理で重い物を持ち上げよう',
    lead: 'クレーンロボを作りながら、支点・力点・作用点の関係を学びました。',
    point:
      '支点から遠いところを押すほど、小さな力で重い物が持ち上がります。お子さまたちは腕の長さを変えて、持ち上げられるおもりの数を記録しました。',
    home: 'シーソーや栓抜きなど、身の回りのてこを一緒に探してみると、授業の内容がぐっと身近になります。',
  },
  {
    title: 'リンク機構で「歩く」動きを作る',
    lead: '回る動きを、足を前に出す動きに変えるしくみに挑戦しました。',
    point:
      '棒をつなぐ位置を少し変えるだけで、足の上がり方が大きく変わります。うまく歩かないときは、どこを直せばよいかを自分で考えるのが今月の目標です。',
    home: 'うまくいかなかった話を聞いたら、「次はどこを変えてみる？」と声をかけてみてください。',
  },
  {
    title: '重心を低くすると倒れにくい',
    lead: '坂道を登るロボットで、重心の位置と安定の関係を調べました。',
    point:
      '電池ボックスを下に付けたロボットは、急な坂でもひっくり返りませんでした。重い部品をどこに置くかで、同じロボットでも動きが変わります。',
    home: 'コップに水を入れると倒れにくくなるなど、台所でもできる小さな実験がおすすめです。',
  },
  {
    title: 'モーターの力をタイヤに伝える',
    lead: '今月はモーターの回転を、プーリーとゴムベルトでタイヤに伝えました。',
    point:
      'ベルトの張り具合で、力がしっかり伝わるかどうかが決まります。お子さまたちはゆるすぎても張りすぎてもうまく走らないことを体験しました。',
    home: 'ロボットを持ち帰った月は、ぜひご家庭で走らせて、工夫したところを聞いてあげてください。',
  },
  {
    title: '摩擦を味方につける',
    lead: 'タイヤの素材を変えて、すべりにくさを比べる実験をしました。',
    point:
      'ゴムのタイヤは床をしっかりつかみますが、つるつるのタイヤは空回りします。摩擦は動きを止めるだけでなく、進むためにも欠かせない力です。',
    home: '靴の裏の模様がなぜあるのか、お子さまと一緒に観察してみてください。',
  },
  {
    title: 'センサーで「見て」止まるロボット',
    lead: 'タッチセンサーを使い、壁にぶつかると向きを変えるロボットを作りました。',
    point:
      'センサーが押されたときだけモーターの向きが変わるように、配線の順番を考えました。身の回りの自動ドアやエレベーターにも、同じ考え方が使われています。',
    home: 'お出かけの際に「このドアはどうやって人を見つけているのかな」と話題にしてみてください。',
  },
  {
    title: '設計図を読み解く力',
    lead: '今月は完成図だけを見て、自分で組み立て方を考える時間を設けました。',
    point:
      '部品の向きや数を図から読み取るのは、算数の図形の問題にも通じる力です。迷ったときは、完成したところから逆にたどるとよいことに気づいたお子さまもいました。',
    home: 'プラモデルや家具の組み立て説明書を、お子さまと一緒に読んでみるのもよい練習になります。',
  },
];

/** Programming-course columns. */
const PROGRAMMING_TOPICS: Topic[] = [
  {
    title: '順番に命令する「順次処理」',
    lead: 'キャラクターを動かしながら、命令を上から順に実行するしくみを学びました。',
    point:
      '命令の順番を一つ入れ替えるだけで、キャラクターの動きはまったく違うものになります。お子さまたちは思いどおりに動かない理由を、一行ずつ確かめました。',
    home: '歯みがきや着替えの手順を「命令」として書き出してみると、順次処理の考え方を楽しく確かめられます。',
  },
  {
    title: '同じことをくり返す「ループ」',
    lead: '同じ命令を何度も書かずにすむ、くり返しのブロックを使いました。',
    point:
      '正方形を描くのに「進む・曲がる」を4回書く代わりに、くり返しを1つ使います。短く書けると、あとで直すのも簡単になることに気づきました。',
    home: '「同じことを10回言うかわりに、どう伝えたら短くなる？」とクイズにしてみてください。',
  },
  {
    title: 'もしも〜なら「条件分岐」',
    lead: '壁に当たったら向きを変える、という分かれ道のある作品を作りました。',
    point:
      '条件によって動きを変えられるようになると、ゲームらしい作品が作れるようになります。お子さまたちは条件を考える楽しさを味わっていました。',
    home: '「もしも雨が降ったら傘を持っていく」など、日常の条件分岐を探してみてください。',
  },
  {
    title: '変数で数をおぼえる',
    lead: 'ゲームの得点を数えるために、変数を使いました。',
    point:
      '変数は、数を入れておく名前つきの箱です。得点が増えたり、時間が減ったりするしくみを、お子さまたちは自分の作品に取り入れました。',
    home: 'お子さまの作品を見せてもらい、「この数はどこで増えているの？」と聞いてみてください。',
  },
  {
    title: 'バグを見つけて直す',
    lead: '今月は、わざと間違いを入れた作品を直す「バグ探し」に取り組みました。',
    point:
      'うまく動かないときに、どこまでは正しく動いているかを確かめるのが近道です。あきらめずに原因を探す姿勢が、作品づくりの力になります。',
    home: 'うまくいかなかった経験こそ大切です。直せたときの話をぜひ聞いてあげてください。',
  },
  {
    title: '作品を発表しよう',
    lead: '自分の作品の工夫したところを、みんなの前で紹介しました。',
    point:
      '伝えたいことを短くまとめる練習は、作品づくりと同じくらい大切です。友だちの作品から新しいアイデアをもらったお子さまもいました。',
    home: 'ご家庭でも発表会を開いて、お子さまに作品を紹介してもらってはいかがでしょうか。',
  },
  {
    title: '座標でキャラクターを動かす',
    lead: '画面の位置を数で表す「座標」を使いました。',
    point:
      '横の位置と縦の位置の2つの数で、画面のどこにいるかが決まります。算数で学ぶ表やグラフにもつながる考え方です。',
    home: '地図や将棋盤など、位置を2つの数で表すものを一緒に探してみてください。',
  },
  {
    title: '音とアニメーションで作品を豊かに',
    lead: '効果音やコマ送りのアニメーションを作品に加えました。',
    point:
      '動きに合わせて音を鳴らすには、命令をどの順番で並べるかがポイントです。タイミングをそろえる工夫に、お子さまたちは夢中になっていました。',
    home: '好きなアニメのどんな場面で音が鳴っているか、一緒に観察してみてください。',
  },
];

const CLOSING =
  '授業で気づいたことや疑問に思ったことがあれば、お子さまから教室の先生にも伝えてください。次回の授業でいっしょに考えます。';

/** The columns of one course, one a month for `months` months up to this one (newest has offset 0). */
function columnsOf(courseCode: string, today: Date, months: number, shift: number) {
  const pool = lectureOfCourse(courseCode) === 'KODOPRO' ? PROGRAMMING_TOPICS : ROBOT_TOPICS;
  return Array.from({ length: months }, (_, monthsAgo) => {
    const topic = pool[(monthsAgo + shift) % pool.length] as Topic;
    return {
      courseCode,
      releaseMonth: jstMonth(today, monthsAgo),
      title: topic.title,
      lead: topic.lead,
      body: [topic.point, topic.home, CLOSING].join('\n\n'),
    };
  });
}

type Pack = { robotNo: string; title: string | null; name: string | null; lessons: [string, string][] };

/** A robot course's monthly packs, newest first: each has two lesson days with two videos each. */
const ROBOT_PACKS: Record<'RA' | 'RM', Pack[]> = {
  RA: [
    {
      robotNo: 'R52',
      title: null,
      name: 'ウォーキングビートル',
      lessons: [
        ['リンク機構のしくみ', '足の動きを観察しよう'],
        ['歩幅を変える工夫', '坂道に挑戦しよう'],
      ],
    },
    {
      robotNo: 'SU',
      title: '特別授業 ロボットの歴史',
      name: null,
      lessons: [
        ['からくり人形から始まった', '工場で働くロボット'],
        ['宇宙で活躍するロボット', '未来のロボットを考えよう'],
      ],
    },
    {
      robotNo: 'R51',
      title: null,
      name: 'クレーンアーム',
      lessons: [
        ['てこの原理', 'ウインチで巻き上げる'],
        ['アームの長さと重さ', '運び競争をしよう'],
      ],
    },
    {
      robotNo: 'R50',
      title: null,
      name: 'スピードレーサー',
      lessons: [
        ['ギア比と速さ', 'タイヤの大きさを比べよう'],
        ['まっすぐ走らせる工夫', 'タイムを計ろう'],
      ],
    },
  ],
  RM: [
    {
      robotNo: 'R32',
      title: null,
      name: 'シャクトリムシ',
      lessons: [
        ['クランクのしくみ', '体をのび縮みさせよう'],
        ['すべり止めの工夫', 'ゴールまで進もう'],
      ],
    },
    {
      robotNo: 'R31',
      title: null,
      name: 'ペンギン',
      lessons: [
        ['重心と歩き方', 'よちよち歩きを作ろう'],
        ['羽を動かすしくみ', '動きを比べよう'],
      ],
    },
    {
      robotNo: 'R30',
      title: null,
      name: 'ロボアーム',
      lessons: [
        ['つかむしくみ', 'ゴムの力を使おう'],
        ['持ち上げる高さ', 'つみき運びに挑戦'],
      ],
    },
    {
      robotNo: 'R29',
      title: null,
      name: 'ドリルカー',
      lessons: [
        ['ウォームギアの回転', 'ドリルを回そう'],
        ['前進と後退', 'トンネルを進もう'],
      ],
    },
  ],
};

/** Short Japanese captions for a lesson video, spread over its 12 seconds. */
function captionsOf(lessonName: string, robot: string) {
  return [
    { start: 0, end: 4, text: `きょうのテーマは「${lessonName}」です。` },
    { start: 4, end: 8, text: `${robot}の動きをよく見てみましょう。` },
    { start: 8, end: DEMO_VIDEO_SECONDS, text: '気づいたことをノートに書いておきましょう。' },
  ];
}

export type ColumnsAndVideosContext = {
  today: Date;
  storage: FileStorage;
  users: { guardian: number };
};

/**
 * Columns for the demo children's courses (RA, KB, RM) over eight months, the column delivery
 * notifications pointing at this month's and last month's column, and four monthly video packs each
 * for the two robot courses (this month's and three past ones; the oldest RM pack is still without
 * videos, to show the "video not found" notice).
 */
export async function seedColumnsAndVideos(tx: Tx, c: ColumnsAndVideosContext) {
  const { today } = c;
  const seeded = await tx
    .insert(columns)
    .values([...columnsOf('RA', today, 8, 0), ...columnsOf('KB', today, 8, 0), ...columnsOf('RM', today, 8, 3)])
    .returning({ id: columns.id, courseCode: columns.courseCode, releaseMonth: columns.releaseMonth });
  const columnOf = (courseCode: string, monthsAgo: number) =>
    seeded.find((s) => s.courseCode === courseCode && s.releaseMonth === jstMonth(today, monthsAgo))?.id;
  const at = (offset: number, time: string) => jstAt(jstDate(today, offset), time);
  // The bell's column notices open the column's own page; its id ends the URL (markColumnRead reads it).
  await tx.insert(notifications).values([
    {
      userId: c.users.guardian,
      type: 2,
      read: false,
      url: `/api/column/article/${columnOf('RA', 0)}`,
      publishedAt: at(-2, '09:00'),
    },
    {
      userId: c.users.guardian,
      type: 2,
      read: true,
      url: `/api/column/article/${columnOf('KB', 1)}`,
      publishedAt: at(-32, '09:00'),
    },
  ]);

  const videoKeys: string[] = [];
  for (let i = 1; i <= DEMO_VIDEO_COUNT; i++) {
    const key = `lms/demo-lesson-${i}.webm`;
    await c.storage.put(key, await readFile(new URL(`lesson-${i}.webm`, MEDIA)), 'video/webm');
    videoKeys.push(key);
  }

  for (const [courseCode, packs] of Object.entries(ROBOT_PACKS)) {
    for (const [monthsAgo, pack] of packs.entries()) {
      const month = jstMonth(today, monthsAgo);
      const [course] = await tx
        .insert(lmsCourses)
        .values({
          lmsCode: `LMS-${courseCode}-${month.replace('-', '')}`,
          courseCode,
          month,
          // The months alternate between the first and the second half of the course's lesson days.
          period: monthsAgo % 2 === 0 ? 'first' : 'second',
          robotNo: pack.robotNo,
          title: pack.title,
          name: pack.name,
          published: !(courseCode === 'RM' && monthsAgo === packs.length - 1),
        })
        .returning({ id: lmsCourses.id });
      if (!course) throw new Error('lms course insert returned nothing');
      const robot = pack.name ?? pack.title ?? '';
      await tx.insert(lmsLessons).values(
        pack.lessons.flatMap((day, d) =>
          day.map((lessonName, l) => ({
            lmsCourseId: course.id,
            subjectNo: d + 1,
            subjectName: `${d + 1}日目`,
            lessonName,
            sortOrder: d * 2 + l + 1,
            videoKey: videoKeys[(d * 2 + l) % videoKeys.length] as string,
            captions: captionsOf(lessonName, robot),
          })),
        ),
      );
    }
  }
}
