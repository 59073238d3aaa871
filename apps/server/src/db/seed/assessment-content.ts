/**
 * The demo robot-classroom assessment: 24 questions over the ten ability categories, each with an
 * illustration drawn here as SVG, and a three-question survey. The right choice stays in this file and the
 * database; the player never receives it.
 */

export type SeedQuestion = {
  categoryId: number;
  question: string;
  svg: string;
  choices: string[];
  /** Index into `choices` of the right answer. */
  correct: number;
};

const W = 320;
const H = 180;
const INK = '#1f2937';
const ACCENT = '#d9480f';
const BLUE = '#1c7ed6';
const GREEN = '#2f9e44';

const svg = (title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img"><title>${title}</title>` +
  `<rect width="${W}" height="${H}" fill="#fff"/>${body}</svg>`;

const text = (x: number, y: number, s: string, size = 16, fill = INK) =>
  `<text x="${x}" y="${y}" font-size="${size}" font-family="sans-serif" text-anchor="middle" fill="${fill}">${s}</text>`;

/** A gear of `teeth` teeth: a toothed ring with a hub, drawn as one path. */
function gear(cx: number, cy: number, r: number, teeth: number, fill: string) {
  const points: string[] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const a = (Math.PI * i) / teeth;
    const rr = i % 2 === 0 ? r : r * 0.82;
    points.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}" stroke="${INK}" stroke-width="2"/><circle cx="${cx}" cy="${cy}" r="${(r * 0.2).toFixed(1)}" fill="#fff" stroke="${INK}" stroke-width="2"/>`;
}

/** A curved arrow above a gear: clockwise or counter-clockwise. */
function turnArrow(cx: number, cy: number, r: number, clockwise: boolean) {
  const y = cy - r - 12;
  const [x1, x2] = clockwise ? [cx - r * 0.7, cx + r * 0.7] : [cx + r * 0.7, cx - r * 0.7];
  return `<path d="M${x1},${y + 8} Q${cx},${y - 14} ${x2},${y + 8}" fill="none" stroke="${ACCENT}" stroke-width="4"/><polygon points="${x2},${y + 14} ${x2 - 8},${y + 2} ${x2 + 8},${y + 2}" fill="${ACCENT}"/>`;
}

/** A small robot seen from the front; `variant` changes the details for the spot-the-difference question. */
function robot(x: number, y: number, s = 1, variant: { antenna?: boolean; eyes?: string; buttons?: number } = {}) {
  const { antenna = true, eyes = BLUE, buttons = 3 } = variant;
  const parts = [
    `<rect x="${x - 30 * s}" y="${y - 20 * s}" width="${60 * s}" height="${44 * s}" rx="${8 * s}" fill="#dee2e6" stroke="${INK}" stroke-width="2"/>`,
    `<circle cx="${x - 12 * s}" cy="${y}" r="${6 * s}" fill="${eyes}"/><circle cx="${x + 12 * s}" cy="${y}" r="${6 * s}" fill="${eyes}"/>`,
    `<rect x="${x - 26 * s}" y="${y + 28 * s}" width="${52 * s}" height="${40 * s}" rx="${6 * s}" fill="#ced4da" stroke="${INK}" stroke-width="2"/>`,
  ];
  if (antenna)
    parts.push(
      `<line x1="${x}" y1="${y - 20 * s}" x2="${x}" y2="${y - 36 * s}" stroke="${INK}" stroke-width="3"/><circle cx="${x}" cy="${y - 38 * s}" r="${4 * s}" fill="${ACCENT}"/>`,
    );
  for (let i = 0; i < buttons; i++)
    parts.push(`<circle cx="${x - 12 * s + i * 12 * s}" cy="${y + 48 * s}" r="${4 * s}" fill="${GREEN}"/>`);
  return parts.join('');
}

/** An isometric cube whose front-bottom corner is at (x, y). */
function cube(x: number, y: number, a = 26) {
  const h = a / 2;
  return [
    `<polygon points="${x},${y} ${x - a},${y - h} ${x - a},${y - h - a} ${x},${y - a}" fill="#91a7ff" stroke="${INK}"/>`,
    `<polygon points="${x},${y} ${x + a},${y - h} ${x + a},${y - h - a} ${x},${y - a}" fill="#748ffc" stroke="${INK}"/>`,
    `<polygon points="${x},${y - a} ${x - a},${y - h - a} ${x},${y - a - a} ${x + a},${y - h - a}" fill="#bac8ff" stroke="${INK}"/>`,
  ].join('');
}

/** A labelled panel (ア, イ, ウ, エ) around a drawing. */
const panel = (x: number, label: string, body: string, w = 90) =>
  `<rect x="${x}" y="20" width="${w}" height="130" rx="8" fill="none" stroke="#adb5bd"/>${text(x + w / 2, 172, label, 16)}${body}`;

const arrow = (x1: number, y1: number, x2: number, y2: number, color = ACCENT) => {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const p = (d: number, t: number) =>
    `${(x2 - d * Math.cos(a + t)).toFixed(1)},${(y2 - d * Math.sin(a + t)).toFixed(1)}`;
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${color}" stroke-width="4"/><polygon points="${x2},${y2} ${p(12, 0.5)} ${p(12, -0.5)}" fill="${color}"/>`;
};

function grid(cols: number, rows: number, x0: number, y0: number, c: number) {
  const lines: string[] = [];
  for (let i = 0; i <= cols; i++)
    lines.push(`<line x1="${x0 + i * c}" y1="${y0}" x2="${x0 + i * c}" y2="${y0 + rows * c}" stroke="#ced4da"/>`);
  for (let j = 0; j <= rows; j++)
    lines.push(`<line x1="${x0}" y1="${y0 + j * c}" x2="${x0 + cols * c}" y2="${y0 + j * c}" stroke="#ced4da"/>`);
  return lines.join('');
}

const battery = (x: number, y: number) =>
  `<rect x="${x}" y="${y}" width="10" height="22" rx="2" fill="${GREEN}" stroke="${INK}"/><rect x="${x + 3}" y="${y - 3}" width="4" height="3" fill="${INK}"/>`;

export const QUIZ: SeedQuestion[] = [
  {
    categoryId: 5,
    question: '左の歯車を右回りに回すと、右の歯車はどちらに回りますか。',
    svg: svg(
      'かみ合った2つの歯車。左の歯車に右回りの矢印',
      gear(110, 100, 46, 12, '#ffd43b') +
        gear(196, 100, 46, 12, '#74c0fc') +
        turnArrow(110, 100, 46, true) +
        text(196, 40, '？', 22, ACCENT),
    ),
    choices: ['右回り', '左回り', '回らない'],
    correct: 1,
  },
  {
    categoryId: 5,
    question: '3つの歯車が一列にかみ合っています。左はしを右回りに回すと、右はしの歯車はどちらに回りますか。',
    svg: svg(
      '一列にかみ合った3つの歯車',
      gear(70, 105, 38, 10, '#ffd43b') +
        gear(140, 105, 38, 10, '#ced4da') +
        gear(210, 105, 38, 10, '#74c0fc') +
        turnArrow(70, 105, 38, true) +
        text(210, 50, '？', 22, ACCENT),
    ),
    choices: ['右回り', '左回り', '回らない'],
    correct: 0,
  },
  {
    categoryId: 5,
    question: '歯が24の大きい歯車を1回転させると、かみ合った歯が12の小さい歯車は何回転しますか。',
    svg: svg(
      '歯が24の大きい歯車と歯が12の小さい歯車',
      gear(120, 95, 60, 24, '#ffd43b') +
        gear(218, 95, 32, 12, '#74c0fc') +
        text(120, 172, '歯 24', 14) +
        text(218, 172, '歯 12', 14),
    ),
    choices: ['半分', '1回転', '2回転', '4回転'],
    correct: 2,
  },
  {
    categoryId: 1,
    question: '積み木はぜんぶでいくつありますか。見えない積み木も数えましょう。',
    svg: svg(
      '下の段に4つ、上の段に1つ積んだ積み木',
      cube(160, 160) + cube(134, 147) + cube(186, 147) + cube(160, 134) + cube(160, 134 - 26),
    ),
    choices: ['3こ', '4こ', '5こ', '6こ', '7こ'],
    correct: 2,
  },
  {
    categoryId: 1,
    question: '上から見たロボットが、右に90度回ります。うでは どちらを向きますか。',
    svg: svg(
      '上から見たロボット。うでは上を向いている',
      `<circle cx="160" cy="100" r="40" fill="#dee2e6" stroke="${INK}" stroke-width="2"/>${arrow(160, 100, 160, 30, BLUE)}${arrow(230, 150, 270, 150)}${text(250, 175, '右に90度', 13)}`,
    ),
    choices: ['上', '右', '下', '左'],
    correct: 1,
  },
  {
    categoryId: 1,
    question: '左向きの矢印をかがみにうつすと、かがみの中の矢印はどちらを向きますか。',
    svg: svg(
      '左向きの矢印と、その右に立てたかがみ',
      `${arrow(150, 90, 50, 90, BLUE)}<rect x="175" y="30" width="10" height="120" fill="#a5d8ff" stroke="${INK}"/>${text(250, 97, '？', 28, ACCENT)}`,
    ),
    choices: ['左', '右', '上', '下'],
    correct: 1,
  },
  {
    categoryId: 2,
    question: 'ロボットAはBより速く、BはCより速いです。いちばんおそいのはどれですか。',
    svg: svg(
      'A、B、Cの3台のロボット',
      robot(70, 70, 0.9) +
        text(70, 168, 'A') +
        robot(160, 70, 0.9) +
        text(160, 168, 'B') +
        robot(250, 70, 0.9) +
        text(250, 168, 'C'),
    ),
    choices: ['A', 'B', 'C'],
    correct: 2,
  },
  {
    categoryId: 2,
    question: 'スイッチが2つとも「ON」のときだけライトがつきます。ライトがつくのはどれですか。',
    svg: svg(
      'ア ON と ON、イ ON と OFF、ウ OFF と OFF のスイッチ',
      ['ア', 'イ', 'ウ']
        .map((label, i) => {
          const states = [
            ['ON', 'ON'],
            ['ON', 'OFF'],
            ['OFF', 'OFF'],
          ][i] as [string, string];
          const x = 15 + i * 100;
          return panel(
            x,
            label,
            states
              .map(
                (st, j) =>
                  `<rect x="${x + 15}" y="${40 + j * 50}" width="60" height="34" rx="6" fill="${st === 'ON' ? '#b2f2bb' : '#e9ecef'}" stroke="${INK}"/>${text(x + 45, 63 + j * 50, st, 15)}`,
              )
              .join(''),
          );
        })
        .join(''),
    ),
    choices: ['ア', 'イ', 'ウ'],
    correct: 0,
  },
  {
    categoryId: 2,
    question: '形がきまりどおりに並んでいます。「？」に入る形はどれですか。',
    svg: svg(
      '丸、三角、四角、丸、三角、四角、丸、三角、？の順に並んだ形',
      ['c', 't', 's', 'c', 't', 's', 'c', 't', '?']
        .map((k, i) => {
          const x = 22 + i * 34;
          if (k === 'c') return `<circle cx="${x}" cy="90" r="13" fill="${BLUE}"/>`;
          if (k === 't') return `<polygon points="${x},76 ${x + 14},102 ${x - 14},102" fill="${ACCENT}"/>`;
          if (k === 's') return `<rect x="${x - 12}" y="78" width="24" height="24" fill="${GREEN}"/>`;
          return text(x, 100, '？', 26, INK);
        })
        .join(''),
    ),
    choices: ['丸', '三角', '四角'],
    correct: 2,
  },
  {
    categoryId: 3,
    question: 'タイヤが1回転すると、ロボットは20cm進みます。5回転すると何cm進みますか。',
    svg: svg(
      '1回転で20cm進むタイヤ',
      `<circle cx="90" cy="100" r="40" fill="#495057"/><circle cx="90" cy="100" r="14" fill="#adb5bd"/>${arrow(150, 140, 290, 140, BLUE)}${text(220, 125, '1回転で 20cm', 16)}`,
    ),
    choices: ['25cm', '50cm', '100cm', '120cm'],
    correct: 2,
  },
  {
    categoryId: 3,
    question: '1台に電池を3本使うロボットが4台あります。電池はぜんぶで何本いりますか。',
    svg: svg(
      '4台のロボットと、1台に3本の電池',
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${20 + i * 75}" y="40" width="60" height="70" rx="8" fill="#dee2e6" stroke="${INK}"/>${battery(30 + i * 75, 125)}${battery(45 + i * 75, 125)}${battery(60 + i * 75, 125)}`,
        )
        .join(''),
    ),
    choices: ['7本', '9本', '10本', '12本', '14本', '15本'],
    correct: 3,
  },
  {
    categoryId: 3,
    question: '1秒で2マス進むロボットがあります。6マス進むのに何秒かかりますか。',
    svg: svg(
      '6マスの道と、1秒で2マス進むロボット',
      `${grid(6, 1, 40, 80, 40)}<rect x="46" y="86" width="28" height="28" rx="6" fill="${BLUE}"/>${arrow(60, 60, 140, 60)}${text(100, 50, '1秒で2マス', 14)}`,
    ),
    choices: ['2秒', '3秒', '4秒', '12秒'],
    correct: 1,
  },
  {
    categoryId: 4,
    question: '2つのロボットの絵で、ちがうところは何か所ありますか。',
    svg: svg(
      'よく似た2つのロボットの絵',
      robot(90, 70, 1) + robot(230, 70, 1, { antenna: false, eyes: ACCENT, buttons: 2 }),
    ),
    choices: ['1か所', '2か所', '3か所', '4か所'],
    correct: 2,
  },
  {
    categoryId: 4,
    question: 'なかまはずれはどれですか。',
    svg: svg(
      'ア 歯車、イ 歯車、ウ タイヤ、エ 歯車',
      panel(5, 'ア', gear(40, 85, 28, 10, '#ffd43b'), 70) +
        panel(85, 'イ', gear(120, 85, 28, 8, '#74c0fc'), 70) +
        panel(
          165,
          'ウ',
          `<circle cx="200" cy="85" r="28" fill="#495057"/><circle cx="200" cy="85" r="10" fill="#adb5bd"/>`,
          70,
        ) +
        panel(245, 'エ', gear(280, 85, 28, 12, '#b2f2bb'), 70),
    ),
    choices: ['ア', 'イ', 'ウ', 'エ'],
    correct: 2,
  },
  {
    categoryId: 6,
    question: '上を向いたロボットに「前・前・右を向く・前」と命令すると、どこに着きますか。',
    svg: svg(
      'マス目の上のロボットと、ア、イ、ウの場所',
      `${grid(5, 4, 60, 10, 40)}<polygon points="80,138 68,162 92,162" fill="${BLUE}"/>${text(120, 77, 'ア', 20, ACCENT)}${text(80, 37, 'イ', 20, ACCENT)}${text(160, 77, 'ウ', 20, ACCENT)}`,
    ),
    choices: ['ア', 'イ', 'ウ'],
    correct: 0,
  },
  {
    categoryId: 6,
    question: '「3回くりかえす［前に2マス進む］」というプログラムで、ロボットは何マス進みますか。',
    svg: svg(
      '3回くりかえすブロックの中に、前に2マス進むブロック',
      `<rect x="60" y="40" width="200" height="100" rx="10" fill="#ffe8cc" stroke="${ACCENT}" stroke-width="2"/>${text(160, 68, '3回 くりかえす', 16)}<rect x="90" y="84" width="150" height="36" rx="8" fill="#d0ebff" stroke="${BLUE}" stroke-width="2"/>${text(165, 108, '前に 2マス 進む', 15)}`,
    ),
    choices: ['2マス', '3マス', '5マス', '6マス'],
    correct: 3,
  },
  {
    categoryId: 7,
    question: '坂道をのぼれないロボットがいます。どう変えると のぼりやすくなりますか。',
    svg: svg(
      '坂道の下で止まっているロボット',
      `<polygon points="20,160 300,160 300,60" fill="#e9ecef" stroke="${INK}"/><rect x="60" y="118" width="60" height="30" rx="6" fill="${BLUE}"/><circle cx="75" cy="152" r="9" fill="#495057"/><circle cx="105" cy="152" r="9" fill="#495057"/>`,
    ),
    choices: ['つるつるのタイヤにする', 'すべりにくいゴムのタイヤにする', 'タイヤを外す'],
    correct: 1,
  },
  {
    categoryId: 7,
    question: 'ロボットにボールをつかませたいです。どの部品を使いますか。',
    svg: svg(
      'ア アーム、イ タイヤ、ウ 電池',
      panel(
        15,
        'ア',
        `<path d="M40,120 L60,60 L80,60 M60,60 L60,40 M50,120 L60,90 L70,120" stroke="${INK}" stroke-width="5" fill="none"/>`,
      ) +
        panel(
          115,
          'イ',
          `<circle cx="160" cy="85" r="30" fill="#495057"/><circle cx="160" cy="85" r="10" fill="#adb5bd"/>`,
        ) +
        panel(215, 'ウ', battery(255, 70)),
    ),
    choices: ['ア', 'イ', 'ウ'],
    correct: 0,
  },
  {
    categoryId: 8,
    question: 'ロボットのモーターが動きません。まず何を確かめますか。',
    svg: svg(
      '動かないロボットと電池ボックス',
      robot(100, 70, 1) +
        `<rect x="190" y="70" width="90" height="50" rx="6" fill="none" stroke="${INK}" stroke-width="2" stroke-dasharray="6 4"/>${text(235, 100, '電池ボックス', 13)}`,
    ),
    choices: ['電池が入っているか', 'ロボットの色', 'ロボットの名前'],
    correct: 0,
  },
  {
    categoryId: 8,
    question: 'まっすぐ進むはずのロボットが右に曲がってしまいます。考えられるわけはどれですか。',
    svg: svg(
      '右に曲がっていくロボットの通り道',
      `<path d="M60,160 Q80,60 260,50" fill="none" stroke="${ACCENT}" stroke-width="4" stroke-dasharray="8 6"/><rect x="40" y="130" width="40" height="40" rx="6" fill="${BLUE}"/>`,
    ),
    choices: ['右のタイヤがおそい', '左のタイヤがおそい', '電池が多すぎる'],
    correct: 0,
  },
  {
    categoryId: 9,
    question: 'シーソーの左におもりを2こ、右に1こ のせます。どちらが下がりますか。',
    svg: svg(
      '左におもり2こ、右におもり1このシーソー',
      `<polygon points="160,150 145,175 175,175" fill="${INK}"/><rect x="40" y="142" width="240" height="8" fill="#adb5bd"/><rect x="55" y="112" width="30" height="30" fill="${ACCENT}"/><rect x="90" y="112" width="30" height="30" fill="${ACCENT}"/><rect x="235" y="112" width="30" height="30" fill="${ACCENT}"/>`,
    ),
    choices: ['左', '右', 'つり合う'],
    correct: 0,
  },
  {
    categoryId: 9,
    question: 'ゴムの力で走る車です。ゴムを強く巻いた車と弱く巻いた車、遠くまで走るのはどちらですか。',
    svg: svg(
      'ゴムを強く巻いた車と弱く巻いた車',
      `${text(80, 40, '強く巻く', 15)}${text(240, 40, '弱く巻く', 15)}${[80, 240].map((x, i) => `<rect x="${x - 45}" y="70" width="90" height="40" rx="8" fill="${i ? '#74c0fc' : '#ffd43b'}" stroke="${INK}"/><circle cx="${x - 25}" cy="115" r="12" fill="#495057"/><circle cx="${x + 25}" cy="115" r="12" fill="#495057"/><path d="M${x - 20},90 q10,${i ? -6 : -14} 20,0 q10,${i ? 6 : 14} 20,0" stroke="${ACCENT}" stroke-width="${i ? 2 : 5}" fill="none"/>`).join('')}`,
    ),
    choices: ['強く巻いた車', '弱く巻いた車', 'どちらも同じ'],
    correct: 0,
  },
  {
    categoryId: 10,
    question: 'ねじをしめるときに使う道具はどれですか。',
    svg: svg(
      'ア ドライバー、イ はさみ、ウ のこぎり',
      panel(
        15,
        'ア',
        `<rect x="52" y="35" width="16" height="45" rx="5" fill="${ACCENT}"/><rect x="57" y="80" width="6" height="55" fill="#868e96"/>`,
      ) +
        panel(
          115,
          'イ',
          `<circle cx="145" cy="120" r="12" fill="none" stroke="${BLUE}" stroke-width="4"/><circle cx="175" cy="120" r="12" fill="none" stroke="${BLUE}" stroke-width="4"/><path d="M150,110 L175,40 M170,110 L145,40" stroke="#868e96" stroke-width="4"/>`,
        ) +
        panel(
          215,
          'ウ',
          `<rect x="230" y="40" width="20" height="30" rx="5" fill="${GREEN}"/><polygon points="240,70 290,140 270,145 232,72" fill="#adb5bd"/>`,
        ),
    ),
    choices: ['ア', 'イ', 'ウ'],
    correct: 0,
  },
  {
    categoryId: 10,
    question: '電気を通すものはどれですか。',
    svg: svg(
      'ア 10円玉、イ 消しゴム、ウ 紙',
      panel(15, 'ア', `<circle cx="60" cy="85" r="30" fill="#e8590c"/>${text(60, 92, '10', 18, '#fff')}`) +
        panel(115, 'イ', `<rect x="135" y="70" width="50" height="30" rx="4" fill="#f8f9fa" stroke="${INK}"/>`) +
        panel(215, 'ウ', `<rect x="235" y="45" width="50" height="70" fill="#fff" stroke="${INK}"/>`),
    ),
    choices: ['ア', 'イ', 'ウ'],
    correct: 0,
  },
];

export const SURVEY: { question: string; choices: string[] }[] = [
  {
    question: 'テストはむずかしかったですか。',
    choices: ['とてもかんたん', 'かんたん', 'ふつう', 'むずかしい', 'とてもむずかしい'],
  },
  { question: 'ロボット教室は楽しいですか。', choices: ['楽しい', 'ふつう', 'あまり楽しくない'] },
  {
    question: 'ロボット教室でいちばん好きなことは何ですか。',
    choices: ['組み立てる', 'プログラミング', '友だちと作る', '発表する'],
  },
];

/** Category names for the comments (the portal's catalogue words the same ten on screen). */
const CATEGORY_WORDS = [
  '空間をとらえる力',
  '筋道を立てて考える力',
  '数の感覚',
  'よく見る力',
  'しくみを理解する力',
  '順序立てる力',
  'アイデアを出す力',
  '問題を解決する力',
  '先を予想する力',
  'ものづくりの知識',
];

/** Comment entries: course group 1 (pre-primary/primary), 2 (other courses) and 3 (improvement). */
export function seedComments() {
  const rows: { courseGroupId: number; categoryId: number; comment: string; isDisplay: boolean }[] = [];
  CATEGORY_WORDS.forEach((word, i) => {
    const categoryId = i + 1;
    rows.push({
      courseGroupId: 1,
      categoryId,
      isDisplay: true,
      comment: `${word}がしっかり育っています。おうちでも、できたことをたくさんほめてあげてください。`,
    });
    rows.push({
      courseGroupId: 2,
      categoryId,
      isDisplay: true,
      comment: `${word}がとくに優れています。この力を生かして、より複雑なロボットづくりに挑戦していきましょう。`,
    });
    rows.push({
      courseGroupId: 3,
      categoryId,
      isDisplay: true,
      comment: `${word}をのばすと、ロボットづくりがもっと楽しくなります。授業でも意識して取り組んでいきます。`,
    });
  });
  // An entry the provider hid: it must not reach the report.
  rows.push({ courseGroupId: 2, categoryId: 1, isDisplay: false, comment: '（非表示）旧コメント' });
  rows.push({
    courseGroupId: 3,
    categoryId: 11,
    isDisplay: true,
    comment: 'すべての分野で満点でした。この調子で、新しいことにどんどん挑戦していきましょう。',
  });
  return rows;
}
