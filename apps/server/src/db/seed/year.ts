/**
 * The classroom year behind the demo: which days the classrooms close, when the seasonal courses run,
 * and what each classroom writes to its families in which month. Everything here is a pure function of
 * `today`, so the seed (which runs on any day of the year) and its tests see the same calendar, and the
 * announcements name exactly the days the lesson data shows as recess.
 *
 * Dates are Japanese calendar dates written as ISO strings (YYYY-MM-DD).
 */

const DAY = 86_400_000;
const JST = 9 * 3_600_000;
const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** The Japanese calendar date `offset` days from an instant. */
export const isoFrom = (today: Date, offset = 0) =>
  new Date(today.getTime() + JST + offset * DAY).toISOString().slice(0, 10);

export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

export const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
export const monthOf = (iso: string) => parts(iso)[1];

/** COPY.md's sentence form: 2026年11月21日（土）. */
export function jaDate(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${y}年${m}月${d}日（${WEEKDAYS[weekdayOf(iso)]}）`;
}

/** 1 to 12 months after the month of `iso`: [year, month]. */
function monthAfter(iso: string, months = 1): [number, number] {
  const [y, m] = parts(iso);
  const index = y * 12 + (m - 1) + months;
  return [Math.floor(index / 12), (index % 12) + 1];
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

// ---- closures (spec 2 §9.4: no lessons over year-end, Obon and Golden Week) ----

export type Closure = { name: 'ゴールデンウィーク' | 'お盆' | '年末年始'; from: string; to: string };

/**
 * The three closures of a calendar year. Each lasts seven days, so every weekly class misses exactly one
 * lesson to each; the year-end one starts in `year` and runs into the next.
 */
export function closuresOf(year: number): Closure[] {
  return [
    { name: 'ゴールデンウィーク', from: iso(year, 4, 29), to: iso(year, 5, 5) },
    { name: 'お盆', from: iso(year, 8, 11), to: iso(year, 8, 17) },
    { name: '年末年始', from: iso(year, 12, 28), to: iso(year + 1, 1, 3) },
  ];
}

/** The closure a date falls in, if any. */
export function closureOn(date: string): Closure | undefined {
  const [y] = parts(date);
  return [...closuresOf(y - 1), ...closuresOf(y)].find((c) => c.from <= date && date <= c.to);
}

/** The first closure that starts after `date`. */
export function nextClosure(date: string): Closure {
  const [y] = parts(date);
  const found = [...closuresOf(y), ...closuresOf(y + 1)].find((c) => c.from > date);
  if (!found) throw new Error(`no closure after ${date}`);
  return found;
}

/** The day of a closure on a given weekday (each closure holds every weekday once). */
export const closureDay = (c: Closure, weekday: number) => {
  for (let d = c.from; d <= c.to; d = addDays(d, 1)) if (weekdayOf(d) === weekday) return d;
  throw new Error(`closure ${c.name} has no weekday ${weekday}`);
};

// ---- the demo classes ----

export type ClassKey = 'jiyugaoka' | 'musashikosugi' | 'kichijoji';

export type DemoClass = {
  key: ClassKey;
  classroom: string;
  lecture: string;
  course: string;
  courseName: string;
  className: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  start: string;
  end: string;
  /** The head of the classroom, then a teacher. */
  staff: [string, string];
};

export const DEMO_CLASSES: Record<ClassKey, DemoClass> = {
  jiyugaoka: {
    key: 'jiyugaoka',
    classroom: '自由が丘教室',
    lecture: 'ロボット教室',
    course: 'RA',
    courseName: 'アドバンスコース',
    className: '土曜10時クラス',
    weekday: 6,
    start: '10:00',
    end: '11:30',
    staff: ['山本', '林'],
  },
  musashikosugi: {
    key: 'musashikosugi',
    classroom: '武蔵小杉教室',
    lecture: 'プログラミング教室',
    course: 'KB',
    courseName: 'ベーシックコース',
    className: '水曜16時半クラス',
    weekday: 3,
    start: '16:30',
    end: '17:30',
    staff: ['木村', '石井'],
  },
  kichijoji: {
    key: 'kichijoji',
    classroom: '吉祥寺教室',
    lecture: 'ロボット教室',
    course: 'RM',
    courseName: 'ミドルコース',
    className: '日曜13時クラス',
    weekday: 0,
    start: '13:00',
    end: '14:30',
    staff: ['中村', '松本'],
  },
};

export const sender = (c: DemoClass, which: 0 | 1 = 0) => `${c.classroom} ${c.staff[which]}`;

/**
 * A lesson the classroom itself cancels (not a closure of the terms). Spec 2 §9.4 gives guardians no
 * make-up lessons, so a transfer (振替, attendance status 3) exists only here: the classroom offers
 * another class of the same course instead.
 */
export type Cancellation = {
  date: string;
  reason: string;
  transfer: { date: string; className: string; start: string; end: string };
  /** When the classroom announced it. */
  announcedOn: string;
};

/** The first date on `weekday` from `from` on (forward) or back (backward) that passes `ok`. */
function findDay(from: string, weekday: number, step: 1 | -1, ok: (d: string) => boolean) {
  let d = from;
  while (weekdayOf(d) !== weekday) d = addDays(d, step);
  while (!ok(d)) d = addDays(d, 7 * step);
  return d;
}

const open = (d: string) => !closureOn(d);

/**
 * The classroom cancellations around today: the Saturday class of 自由が丘 closes one day in three to
 * five weeks (announced ten days ago); the Wednesday class of 武蔵小杉 closed one day five to seven weeks
 * ago (announced 52 days ago, before 結菜's leave month). 吉祥寺 closes only for the closures of the terms.
 */
export function cancellations(today: Date): Partial<Record<ClassKey, Cancellation>> {
  const j = DEMO_CLASSES.jiyugaoka;
  const saturday = findDay(isoFrom(today, 15), j.weekday, 1, (d) => open(d) && open(addDays(d, 2)));
  const m = DEMO_CLASSES.musashikosugi;
  // Searching forward from seven weeks ago keeps the day after its notice (52 days ago) and, with its transfer,
  // before this month, when the class's child (結菜) is on leave (issue 31 item 35): a closure and the day after it
  // spoil at most two Wednesdays, so the transfer is 33 or more days back.
  const wednesday = findDay(isoFrom(today, -49), m.weekday, 1, (d) => open(d) && open(addDays(d, 2)));
  return {
    jiyugaoka: {
      date: saturday,
      reason: '教室が入る建物の電気設備点検',
      transfer: { date: addDays(saturday, 2), className: '月曜17時クラス', start: '17:00', end: '18:30' },
      announcedOn: isoFrom(today, -10),
    },
    musashikosugi: {
      date: wednesday,
      reason: '講師研修',
      transfer: { date: addDays(wednesday, 2), className: '金曜16時半クラス', start: '16:30', end: '17:30' },
      announcedOn: isoFrom(today, -52),
    },
  };
}

/**
 * Earlier cancellations, one per class about half a year ago, each made up in another class of the same
 * course two days later: every demo child's year of history holds a transfer (issue 14). 吉祥寺's child
 * missed the make-up lesson, so the crossed-out transfer badge has a real example.
 */
export function pastCancellations(today: Date): Record<ClassKey, Cancellation> {
  const make = (key: ClassKey, weeksBack: number, reason: string, transfer: Omit<Cancellation['transfer'], 'date'>) => {
    const date = findDay(
      isoFrom(today, -7 * weeksBack),
      DEMO_CLASSES[key].weekday,
      1,
      (d) => open(d) && open(addDays(d, 2)),
    );
    return { date, reason, transfer: { ...transfer, date: addDays(date, 2) }, announcedOn: addDays(date, -14) };
  };
  return {
    jiyugaoka: make('jiyugaoka', 26, '講師研修', { className: '月曜17時クラス', start: '17:00', end: '18:30' }),
    musashikosugi: make('musashikosugi', 22, '教室の設備点検', {
      className: '金曜16時半クラス',
      start: '16:30',
      end: '17:30',
    }),
    kichijoji: make('kichijoji', 30, '教室が入る建物の停電', {
      className: '火曜17時クラス',
      start: '17:00',
      end: '18:30',
    }),
  };
}

/** A class's cancellations, the one around today (if any) and the earlier one. */
export const cancellationsOf = (key: ClassKey, today: Date): Cancellation[] =>
  [cancellations(today)[key], pastCancellations(today)[key]].filter((c): c is Cancellation => c !== undefined);

/** Why a class does not meet on a date, or undefined when it does. */
export function recessReason(c: DemoClass, date: string, today: Date): string | undefined {
  const closure = closureOn(date);
  if (closure) return closure.name;
  return cancellationsOf(c.key, today).find((x) => x.date === date)?.reason;
}

// ---- seasonal courses ----

export type SeasonalCourse = {
  name: '春期講習' | '夏期講習' | '冬期講習';
  holiday: '春休み' | '夏休み' | '冬休み';
  /** Course days (Sundays and closures are never among them). */
  days: string[];
  deadline: string;
};

/** The seasonal course whose applications are open on `date`, if any. */
export function seasonalCourseOpenOn(date: string): SeasonalCourse | undefined {
  const [y, m, d] = parts(date);
  const md = m * 100 + d;
  const span = (from: string, to: string) => {
    const days: string[] = [];
    for (let x = from; x <= to; x = addDays(x, 1)) if (weekdayOf(x) !== 0 && open(x)) days.push(x);
    return days;
  };
  if (md >= 111 && md <= 310) {
    return { name: '春期講習', holiday: '春休み', days: span(iso(y, 3, 26), iso(y, 4, 4)), deadline: iso(y, 3, 10) };
  }
  if (md >= 501 && md <= 710) {
    return { name: '夏期講習', holiday: '夏休み', days: span(iso(y, 7, 21), iso(y, 8, 28)), deadline: iso(y, 7, 10) };
  }
  if (md >= 1015 && md <= 1210) {
    return {
      name: '冬期講習',
      holiday: '冬休み',
      days: span(iso(y, 12, 22), iso(y + 1, 1, 7)),
      deadline: iso(y, 12, 10),
    };
  }
  return undefined;
}

/** First and last day of a course, naming the closure it skips when there is one. */
function courseSpan(course: SeasonalCourse): string {
  const first = course.days[0] ?? '';
  const last = course.days.at(-1) ?? '';
  const [y] = parts(first);
  const skipped = [...closuresOf(y - 1), ...closuresOf(y)].find((c) => c.to >= first && c.from <= last);
  return `${jaDate(first)}〜${jaDate(last)}（日曜日${skipped ? `と${skipped.name}のお休み` : ''}を除く）`;
}

// ---- what a classroom writes ----

export type Notice = {
  title: string;
  /** Plain text as classrooms write it: paragraphs separated by a blank line. */
  content: string;
  senderName: string;
  important: boolean;
  /** Days before today. */
  offset: number;
  /** What it is about; a 'recess' notice names the closed days in closedDays. */
  kind: 'recess' | 'schedule' | 'season' | 'fees';
  /** The dates a recess notice announces as closed. */
  closedDays?: string[];
};

const letter = (c: DemoClass, who: 0 | 1, ...paragraphs: string[]) =>
  ['保護者の皆さま', `いつも${c.classroom}をご利用いただきありがとうございます。`, ...paragraphs, sender(c, who)].join(
    '\n\n',
  );

const lessonTime = (c: DemoClass) => `${c.start}〜${c.end}`;

/** The month's lessons of a class, closures and cancellations marked. */
export function monthSchedule(c: DemoClass, year: number, month: number, today: Date) {
  const days: { date: string; reason?: string }[] = [];
  for (let d = iso(year, month, 1); monthOf(d) === month; d = addDays(d, 1)) {
    if (weekdayOf(d) === c.weekday) days.push({ date: d, reason: recessReason(c, d, today) });
  }
  return days;
}

function scheduleNotice(c: DemoClass, offset: number, today: Date): Notice {
  const published = isoFrom(today, offset);
  const [y, m] = monthAfter(published);
  const lines = monthSchedule(c, y, m, today).map(({ date, reason }) => {
    if (!reason) return `・${jaDate(date)} ${lessonTime(c)}`;
    const cancelled = cancellationsOf(c.key, today).find((x) => x.date === date);
    if (cancelled) {
      const t = cancelled.transfer;
      return `・${jaDate(date)} 休講（${reason}のため。振替授業：${jaDate(t.date)} ${t.start}〜${t.end}）`;
    }
    return `・${jaDate(date)} 休講（${reason}のため）`;
  });
  return {
    title: `${m}月の授業日程のお知らせ`,
    content: letter(
      c,
      0,
      `${m}月の${c.className}（${c.lecture} ${c.courseName}）の授業日程をお知らせします。`,
      lines.join('\n'),
      '授業開始の10分前から入室できます。体調不良などで欠席される場合は、授業開始の30分前までに教室へお電話ください。',
    ),
    senderName: sender(c),
    important: false,
    offset,
    kind: 'schedule',
  };
}

function cancellationNotice(c: DemoClass, cancelled: Cancellation, today: Date): Notice {
  const t = cancelled.transfer;
  const offset = Math.round((Date.parse(cancelled.announcedOn) - Date.parse(isoFrom(today))) / DAY);
  return {
    title: '休講日のお知らせ',
    content: letter(
      c,
      0,
      `${cancelled.reason}のため、${jaDate(cancelled.date)}の${c.className}（${lessonTime(c)}）は休講といたします。`,
      `教室の都合による休講のため、次の日程で振替授業を行います。\n・${jaDate(t.date)} ${t.start}〜${t.end}（${t.className}）\n持ち物はいつもの授業と同じです。`,
      `振替日のご都合が合わない場合は、${jaDate(addDays(cancelled.date, -5))}までにチャットでご相談ください。ご不便をおかけしますが、よろしくお願いいたします。`,
    ),
    senderName: sender(c),
    important: true,
    offset,
    kind: 'recess',
    closedDays: [cancelled.date],
  };
}

type Topic = (c: DemoClass, published: string) => Omit<Notice, 'offset' | 'senderName'> & { who: 0 | 1 };

/** A Saturday at least `from` days after `date` when classrooms are open. */
const openSaturday = (date: string, from: number) => findDay(addDays(date, from), 6, 1, open);

const TOPICS: Record<string, { months: number[]; make: Topic }> = {
  closure: {
    months: [],
    make: (c, published) => {
      const closure = nextClosure(published);
      const day = closureDay(closure, c.weekday);
      const after = findDay(addDays(closure.to, 1), c.weekday, 1, open);
      return {
        title: closure.name === '年末年始' ? '年末年始の休講について' : `${closure.name}期間の休講について`,
        content: letter(
          c,
          0,
          `${jaDate(closure.from)}から${jaDate(closure.to)}までは、${closure.name}のため教室をお休みします。`,
          `${c.className}は${jaDate(day)}が休講です。${closure.name}の休講は年間の授業日程に含まれているため、振替授業はございません。`,
          `休み明けの授業は${jaDate(after)} ${lessonTime(c)}です。`,
        ),
        // Not pinned: the closures are in the terms and the annual schedule; pinning is for the unexpected.
        important: false,
        kind: 'recess',
        closedDays: [day],
        who: 0,
      };
    },
  },
  presentation: {
    months: [1, 2, 3, 4, 5, 6, 9, 10, 11],
    make: (c, published) => {
      const day = openSaturday(published, 21);
      return {
        title: '作品発表会のご案内',
        content: letter(
          c,
          1,
          `${jaDate(day)} 10:00〜12:00に、${c.classroom}で作品発表会を行います。お子さまがこれまでの授業でつくった作品を、ご家族の前で発表します。`,
          '持ち物：発表する作品、上履き（保護者さまもスリッパをお持ちください）',
          `ご参加の人数を、${jaDate(addDays(day, -7))}までにチャットでお知らせください。`,
        ),
        important: false,
        kind: 'season',
        who: 1,
      };
    },
  },
  absence: {
    months: [11, 12, 1, 2, 3],
    make: (c) => ({
      title: '体調不良で欠席される場合のご連絡について',
      content: letter(
        c,
        0,
        'インフルエンザなどの感染症が流行する時期になりました。発熱やせきがあるときは、無理をせずお休みください。',
        `欠席される場合は、授業開始の30分前までに${c.classroom}へお電話ください。${c.className}は${c.start}開始ですので、${timeBefore(c.start, 30)}までにご連絡をお願いします。`,
        '授業の振替は原則として行っておらず、欠席による月謝の返金もございません。欠席した回の内容は、次の授業で講師が補足します。',
      ),
      important: false,
      kind: 'season',
      who: 0,
    }),
  },
  takeHome: {
    months: [12],
    make: (c, published) => {
      const last = findDay(addDays(nextClosure(published).from, -1), c.weekday, -1, open);
      return {
        title: '年内最後の授業と作品の持ち帰りについて',
        content: letter(
          c,
          1,
          `年内最後の授業は${jaDate(last)} ${lessonTime(c)}です。`,
          '教室でお預かりしている作品と道具箱をお持ち帰りいただきます。大きめの手提げ袋をお持たせください。',
          '道具箱は新年最初の授業で、またお持ちください。',
        ),
        important: false,
        kind: 'season',
        who: 1,
      };
    },
  },
  weather: {
    months: [6, 7, 8, 9, 10],
    make: (c) => ({
      title: '台風・大雨の際の授業について',
      content: letter(
        c,
        0,
        `台風や大雨で安全に通室できないと判断した場合は、授業開始の2時間前までに、マイページの「教室からのお知らせ」で休講をお知らせします。${c.className}の場合は${timeBefore(c.start, 120)}までにお知らせします。`,
        '教室の判断で休講とした授業は、教室から振替授業の日程をご案内します。',
        'お知らせがない場合は通常どおり授業を行います。お子さまの安全を第一に、通室の判断は保護者さまにお任せします。',
      ),
      important: false,
      kind: 'season',
      who: 0,
    }),
  },
  heat: {
    months: [6, 7, 8, 9],
    make: (c) => ({
      title: '熱中症対策のお願い',
      content: letter(
        c,
        1,
        '暑い日が続いています。教室では冷房を入れ、授業の途中に水分補給の時間をとっています。',
        '持ち物：水筒（お茶か水）、汗ふきタオル、通室時の帽子',
        '体調がすぐれないときは、授業開始の30分前までに教室へお電話ください。',
      ),
      important: false,
      kind: 'season',
      who: 1,
    }),
  },
  interview: {
    months: [4, 5, 6, 10, 11],
    make: (c, published) => {
      const from = findDay(addDays(published, 14), 1, 1, open);
      const to = addDays(from, 12);
      return {
        title: '保護者面談のご案内',
        content: letter(
          c,
          0,
          `${jaDate(from)}から${jaDate(to)}まで、保護者面談を行います。お子さまの授業の様子と、これからの学習についてお話しします。`,
          '時間：1家族15分（教室またはオンライン）',
          `ご希望の日時を、${jaDate(addDays(from, -4))}までにチャットでお知らせください。`,
        ),
        important: false,
        kind: 'season',
        who: 0,
      };
    },
  },
  leave: {
    months: [1, 2, 3, 4, 7, 8, 12],
    make: (c, published) => {
      const [y, m, d] = parts(published);
      const [ny, nm] = d <= 15 ? [y, m] : monthAfter(published);
      const [sy, sm] = monthAfter(iso(ny, nm, 1));
      return {
        title: '休会・退会のお手続きについて',
        content: letter(
          c,
          0,
          `休会・退会のお手続きは、前月20日までに教室へ書面でお届けいただいています。${sy}年${sm}月からの休会・退会は、${jaDate(iso(ny, nm, 20))}までにお届けください。`,
          '休会は月単位で最長3か月、年2回までお申し込みいただけます。休会中の月謝はかかりません。3か月を過ぎても復帰されない場合は退会となります。',
          '休会・退会届は、マイページの「関連資料」からダウンロードできます。',
        ),
        important: false,
        kind: 'season',
        who: 0,
      };
    },
  },
  newYear: {
    months: [2, 3],
    make: (c, published) => {
      const [year] = parts(published);
      const first = findDay(iso(year, 4, 1), c.weekday, 1, open);
      return {
        title: '新年度の授業とテキストについて',
        content: letter(
          c,
          1,
          `${year}年度の最初の授業は${jaDate(first)} ${lessonTime(c)}です。クラスと時間は今年度と変わりません。`,
          '新しいテキストは最初の授業でお渡しします。テキスト代は4月分の教材費に含まれています。',
          'クラスの変更をご希望の場合は、前月20日までにチャットでご相談ください。',
        ),
        important: false,
        kind: 'season',
        who: 1,
      };
    },
  },
};

/** A wall-clock time some minutes earlier: 10:00 → 9:30. */
function timeBefore(time: string, minutes: number) {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m - minutes;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

function feeNotice(c: DemoClass, offset: number, today: Date): Notice {
  const published = isoFrom(today, offset);
  const [y, m] = monthAfter(published, 4);
  return {
    title: '教材費改定のご案内',
    content: letter(
      c,
      0,
      `部品の価格が上がったため、${y}年${m}月分から${c.lecture}の教材費（月額）を改定いたします。`,
      '改定前：1,650円（税込）\n改定後：1,980円（税込）',
      `月謝は変わりません。${y}年${m}月分の教材費は、前月27日に月謝と合わせて引き落とします。`,
    ),
    senderName: sender(c),
    important: false,
    offset,
    kind: 'fees',
  };
}

/**
 * The six notices of a classroom's recent months (newest first). Seasonal topics are chosen by the
 * month each notice goes out; a closure of the terms within six weeks of a notice is announced first.
 */
export function classroomNotices(key: ClassKey, today: Date): Notice[] {
  const c = DEMO_CLASSES[key];
  const cancelled = cancellations(today)[key];
  const fixed = new Map<number, Notice>([
    [-3, scheduleNotice(c, -3, today)],
    [-34, scheduleNotice(c, -34, today)],
    [-80, feeNotice(c, -80, today)],
  ]);
  if (cancelled) {
    const notice = cancellationNotice(c, cancelled, today);
    fixed.set(notice.offset, notice);
  }
  const used = new Set<string>();
  const rotation = Object.keys(DEMO_CLASSES).indexOf(key);
  const notices: Notice[] = [];
  for (const offset of [-3, -10, -21, -34, -52, -80]) {
    const given = fixed.get(offset);
    if (given) {
      notices.push(given);
      continue;
    }
    const published = isoFrom(today, offset);
    const month = monthOf(published);
    const closureSoon = Date.parse(nextClosure(published).from) - Date.parse(published) <= 42 * DAY;
    const fitting = Object.entries(TOPICS)
      .filter(([name, t]) => t.months.includes(month) && !used.has(name))
      .map(([name]) => name);
    const name =
      closureSoon && !used.has('closure') ? 'closure' : fitting[(rotation + notices.length) % fitting.length];
    const topic = name ? TOPICS[name] : undefined;
    if (!name || !topic) throw new Error(`no notice for ${key} in month ${month}`);
    used.add(name);
    const { who, ...made } = topic.make(c, published);
    notices.push({ ...made, senderName: sender(c, who), offset });
  }
  return notices;
}

// ---- the notices with attachments ----

export type Attached = { title: string; content: string; files: { pdf: string; pdfText: string; png?: string } };

/** 自由が丘's important notice of six days ago: a seasonal course's applications, or a parents' meeting. */
export function featuredNotice(today: Date): Attached & { senderName: string } {
  const c = DEMO_CLASSES.jiyugaoka;
  const published = isoFrom(today, -6);
  const course = seasonalCourseOpenOn(published);
  if (course) {
    return {
      title: `${course.name}のお申し込みについて`,
      senderName: sender(c),
      content: `<p>保護者の皆さま</p>
<p>いつも自由が丘教室をご利用いただきありがとうございます。${course.holiday}の${course.name}のお申し込みを受け付けております。</p>
<ul><li>日程：${courseSpan(course)}のうち4回</li><li>時間：10:00〜11:30 または 13:00〜14:30</li><li>対象：ロボット教室 全コース</li><li>参加費：13,200円（税込・教材費込み）</li><li>締切：<strong>${jaDate(course.deadline)}</strong></li></ul>
<p>添付の申込書にご記入のうえ、教室へご提出ください。講習は教室の2階で行います。会場の地図も添付しております。</p>
<p>詳しくは<a href="https://www.manabi.example/seasonal/" target="_blank">${course.name}のご案内ページ</a>をご覧ください。</p>
<script>alert('seed')</script>`,
      files: {
        pdf: `${course.name}申込書.pdf`,
        pdfText: `${course.name} application form - Jiyugaoka`,
        png: '会場案内図.png',
      },
    };
  }
  const day = openSaturday(published, 14);
  return {
    title: '保護者会のご案内',
    senderName: sender(c),
    content: `<p>保護者の皆さま</p>
<p>いつも自由が丘教室をご利用いただきありがとうございます。保護者会を次のとおり開きます。</p>
<ul><li>日時：${jaDate(day)} 13:00〜14:00</li><li>会場：自由が丘教室の2階</li><li>内容：これからの授業の進め方、ロボット検定のご案内</li><li>出欠の締切：<strong>${jaDate(addDays(day, -7))}</strong></li></ul>
<p>添付の出欠票にご記入のうえ、教室へご提出ください。会場の地図も添付しております。</p>
<p>当日の資料は<a href="https://www.manabi.example/parents/" target="_blank">保護者さま向けページ</a>でもご覧いただけます。</p>
<script>alert('seed')</script>`,
    files: { pdf: '保護者会出欠票.pdf', pdfText: 'Parents meeting - Jiyugaoka', png: '会場案内図.png' },
  };
}

/** 武蔵小杉's programme of a presentation a week after it went out (17 days ago). */
export function presentationProgramme(today: Date): Attached {
  const published = isoFrom(today, -17);
  const day = openSaturday(published, 6);
  return {
    title: 'プログラミング発表会のプログラム',
    content: `<p>保護者の皆さま</p><p>${jaDate(day)} 10:00〜11:30に武蔵小杉教室で行うプログラミング発表会のプログラムを添付いたします。お子さまの発表順をご確認ください。</p><p>当日は上履きをお持ちください。</p>`,
    files: { pdf: '発表会プログラム.pdf', pdfText: 'Programming presentation day - Musashikosugi' },
  };
}

/** 吉祥寺's exhibition of robots, the weekend after next from six days ago. */
export function exhibitionNotice(today: Date): Attached {
  const published = isoFrom(today, -6);
  const saturday = findDay(addDays(published, 8), 6, 1, (d) => open(d) && open(addDays(d, 1)));
  const sunday = addDays(saturday, 1);
  return {
    title: 'ロボット作品展示のご案内',
    content: `<p>保護者の皆さま</p><p>吉祥寺教室では、${jaDate(saturday)}と${jaDate(sunday)}の10:00〜16:00に、お子さまたちが授業でつくったロボット作品の展示を行います。</p><p>展示の案内と地図を添付しますので、ぜひご家族でお越しください。${jaDate(sunday)}の日曜13時クラスは、展示会場で通常どおり授業を行います。</p>`,
    files: { pdf: '作品展示のご案内.pdf', pdfText: 'Robot exhibition - Kichijoji', png: '吉祥寺教室の地図.png' },
  };
}

// ---- information from the provider to every guardian ----

export type InformationSeed = {
  label: 'ご案内' | 'イベント' | 'メンテナンス' | 'キャンペーン';
  title: string;
  important?: boolean;
  /** Days from today (a positive one is scheduled and not yet published). */
  offset: number;
  content: string;
  files?: { pdf: string; pdfText: string; png: string };
};

/** The season a month belongs to, as campaigns are named. */
const seasonOfMonth = (m: number) =>
  m >= 3 && m <= 5 ? '春' : m >= 6 && m <= 8 ? '夏' : m >= 9 && m <= 11 ? '秋' : '冬';

const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

/**
 * The provider's information, newest first: thirteen published over the last five months and one
 * scheduled. Titles that belong to a season are chosen by the month each item goes out.
 */
export function informationItems(today: Date): InformationSeed[] {
  const on = (offset: number) => isoFrom(today, offset);

  // The event calendar with attachments (8 days ago): the coming school holiday, else the month's events.
  const calendarDay = on(-8);
  const course = seasonalCourseOpenOn(calendarDay);
  const [, cm] = parts(calendarDay)[2] <= 15 ? parts(calendarDay) : monthAfter(calendarDay);
  const period = course ? `${course.holiday}期間中` : `${cm}月`;
  const calendarName = course ? `${course.holiday}イベントカレンダー` : `${cm}月のイベントカレンダー`;

  const specialDay = on(-12);
  const special = seasonalCourseOpenOn(specialDay);

  const maintenance = findDay(addDays(on(-25), 5), 0, 1, () => true);
  const survey = on(-70);
  const windowDay = on(-100);
  const nextOff = nextClosure(windowDay);
  const closureSoon = Date.parse(nextOff.from) - Date.parse(windowDay) <= 42 * DAY;
  const campaignEnd = on(-120);
  const reportDay = on(-140);
  const reportMonth = monthOf(reportDay);

  return [
    {
      label: 'ご案内',
      title: 'マイページをリニューアルしました',
      important: true,
      offset: -3,
      content: html(
        `${jaDate(on(-3))}に、まなびポータルのマイページをリニューアルしました。`,
        'お子さまの次の授業、教室からのお知らせ、授業の記録を、ホームでまとめてご覧いただけます。スマートフォンでも読みやすくなりました。',
        'ログインに使うメールアドレスとパスワードは変わりません。',
      ),
    },
    {
      label: 'イベント',
      title: `${calendarName}を公開しました`,
      offset: -8,
      content: html(
        `${period}に各教室で開催するイベントのカレンダーを公開しました。`,
        'カレンダーと会場マップを添付しています。参加をご希望の場合は、お通いの教室へお申し込みください。参加費はかかりません。',
      ),
      files: {
        pdf: `${calendarName}.pdf`,
        pdfText: course ? `${course.holiday} event calendar` : `Event calendar ${cm}`,
        png: 'イベント会場マップ.png',
      },
    },
    special
      ? {
          label: 'イベント',
          title: `${special.holiday}特別講座の受付を開始しました`,
          offset: -12,
          content: html(
            `${special.holiday}の特別講座「はじめてのロボットプログラミング」の受付を開始しました。`,
            `日程：${jaDate(special.days[0] ?? specialDay)}から。お申し込みの締切は${jaDate(special.deadline)}です。`,
            'お申し込みは、お通いの教室で承ります。',
          ),
        }
      : {
          label: 'イベント',
          title: 'ロボット検定の受付を開始しました',
          offset: -12,
          content: html(
            'ロボット教室に通うお子さまを対象に、ロボット検定の受付を開始しました。',
            `検定日：${jaDate(findDay(addDays(specialDay, 35), 0, 1, open))} 10:00〜11:00。お申し込みの締切は${jaDate(addDays(specialDay, 21))}です。`,
            '受検料は3,300円（税込）です。お申し込みは、お通いの教室で承ります。',
          ),
        },
    {
      label: 'メンテナンス',
      title: 'システムメンテナンスのご案内',
      offset: -25,
      content: html(
        `${jaDate(maintenance)} 2:00〜6:00に、システムメンテナンスを行います。`,
        'この間はマイページにログインできません。ご不便をおかけしますが、ご了承ください。',
      ),
    },
    {
      label: 'キャンペーン',
      title: 'お友だち紹介キャンペーン実施中',
      offset: -40,
      content: html(
        `${jaDate(addDays(on(-40), 60))}まで、お友だち紹介キャンペーンを実施しています。`,
        'マイページの「お友だち紹介」から紹介コードをお渡しください。お友だちがご入会されると、紹介した方とお友だちの両方に図書カード（2,000円分）をお贈りします。',
      ),
    },
    {
      label: 'ご案内',
      title: '保護者アンケートご協力のお願い',
      offset: -70,
      content: html(
        `教室の授業とマイページについて、保護者さまのご意見をお聞かせください。回答期限は${jaDate(addDays(survey, 21))}です。`,
        'アンケートは5分ほどで回答いただけます。いただいたご意見は、授業とサービスの改善に役立てます。',
      ),
    },
    {
      label: 'イベント',
      title: 'ロボットコンテスト 全国大会の結果発表',
      offset: -95,
      content: html(
        `${jaDate(findDay(addDays(on(-95), -7), 0, -1, open))}に開かれたロボットコンテスト全国大会の結果を発表します。`,
        '全国から120チームが出場し、各教室のお子さまも多数入賞しました。入賞作品の写真は、大会のページでご覧いただけます。',
      ),
    },
    closureSoon
      ? {
          label: 'ご案内',
          title: `${nextOff.name}のお問い合わせ窓口休業について`,
          offset: -100,
          content: html(
            `${jaDate(nextOff.from)}から${jaDate(nextOff.to)}まで、お問い合わせ窓口を休業します。`,
            `期間中にいただいたお問い合わせには、${jaDate(addDays(nextOff.to, 1))}から順にお答えします。各教室も同じ期間は休講です。`,
          ),
        }
      : {
          label: 'ご案内',
          title: 'お問い合わせ窓口の受付時間について',
          offset: -100,
          content: html(
            `${jaDate(addDays(windowDay, 14))}から、お問い合わせ窓口の受付時間を平日10:00〜18:00に変更します。`,
            '土曜日・日曜日のお問い合わせは、お通いの教室へお電話ください。',
          ),
        },
    {
      label: 'ご案内',
      title: 'スマートフォンでマイページが見やすくなりました',
      offset: -110,
      content: html(
        'スマートフォンでマイページを開いたとき、文字とボタンが大きく表示されるようになりました。',
        '画面の下のメニューから、ホーム、教室からのお知らせ、よくある質問へ移れます。',
      ),
    },
    {
      label: 'キャンペーン',
      title: `${seasonOfMonth(monthOf(campaignEnd))}の入会キャンペーン終了について`,
      offset: -120,
      content: html(
        `${jaDate(addDays(campaignEnd, -1))}をもって、${seasonOfMonth(monthOf(campaignEnd))}の入会キャンペーンを終了しました。`,
        'たくさんのお申し込みをいただき、ありがとうございました。',
      ),
    },
    {
      label: 'メンテナンス',
      title: 'システムメンテナンス完了のご報告',
      offset: -130,
      content: html(
        `${jaDate(findDay(addDays(on(-130), -6), 0, 1, () => true))}に予定していたシステムメンテナンスは、予定どおり終了しました。`,
        'ご協力ありがとうございました。',
      ),
    },
    {
      label: 'イベント',
      title:
        reportMonth >= 8 && reportMonth <= 9
          ? '夏休み自由研究サポート講座のご報告'
          : reportMonth >= 1 && reportMonth <= 2
            ? '冬休みプログラミング講座のご報告'
            : reportMonth === 4
              ? '春休みロボット工作講座のご報告'
              : '親子ロボット工作教室のご報告',
      offset: -140,
      content: html(
        '各教室で開いた講座に、たくさんのお子さまにご参加いただきました。',
        '当日の様子は、お通いの教室でご覧いただけます。次回の開催は、このページでご案内します。',
      ),
    },
    {
      label: 'ご案内',
      title: '保護者向け説明会の動画を公開しました',
      offset: -150,
      content: html(
        '入会を検討されている保護者さま向けの説明会の動画を公開しました。',
        'コースの内容、授業の進め方、料金を20分ほどでご紹介しています。',
      ),
    },
    // Not published yet: nobody may see it before its date.
    {
      label: 'ご案内',
      title: '保護者アンケート結果のご報告',
      offset: 5,
      content: html(
        '保護者アンケートにご協力いただき、ありがとうございました。',
        'いただいたご意見と、これからの改善の予定をご報告します。',
      ),
    },
  ];
}
