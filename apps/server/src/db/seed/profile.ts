import { DEFAULT_NOTIFICATION_SETTINGS } from '@portal/domain';
import { eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { CURRENT_TERMS } from '../../routes/account/service';
import { hashPassword } from '../../routes/auth/service';
import { families, termsConsents, termsTexts, users } from '../schema';
import type { Tx } from './classroom-life';

/**
 * Two member accounts that have agreed to the privacy notice but not yet to the Lynx and STEAM terms,
 * so the consent screen can be tried (and tested) without touching the other demo accounts.
 */
export const CONSENT_DEMO_ACCOUNTS = {
  pending: 'consent@example.com',
  pending2: 'consent2@example.com',
} as const;

type ProfileContext = {
  today: Date;
  password: string;
  users: { guardian: number; guardian2: number; prospect: number; limited: number };
};

const DAY = 86_400_000;

const clean = (html: string) =>
  sanitizeHtml(html, {
    allowedTags: ['h2', 'h3', 'p', 'ol', 'ul', 'li', 'strong', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    allowedAttributes: {},
  });

const article = (n: number, title: string, ...paragraphs: string[]) =>
  `<h2>第${n}条（${title}）</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`;

export const KIYAKU = clean(
  [
    '<p>この利用規約（以下「本規約」といいます。）は、当社が提供する保護者向けサービス「まなびポータル」（以下「本サービス」といいます。）の利用条件を定めるものです。ご利用の前に必ずお読みください。</p>',
    article(
      1,
      '適用',
      '本規約は、本サービスの利用に関する当社と保護者の皆さま（以下「利用者」といいます。）との間の一切の関係に適用されます。',
    ),
    article(
      2,
      '利用登録',
      '利用登録は、当社の定める方法により申請し、当社が承認した時点で完了します。',
      '当社は、申請者に虚偽の申告があった場合その他当社が不適当と判断した場合、登録を承認しないことがあります。',
    ),
    article(
      3,
      'ログイン情報の管理',
      '利用者は、メールアドレスおよびパスワードを自己の責任で管理し、第三者に利用させてはなりません。',
      '第三者による不正利用が判明した場合は、速やかに教室または当社までご連絡ください。',
    ),
    article(
      4,
      '入会金・月謝',
      '入会金は10,000円（税抜）、月謝は週1回の授業につき6,000円（税抜）です。',
      'お支払いいただいた入会金は返金いたしません。',
    ),
    article(
      5,
      '休会',
      '休会は月単位で最長3か月まで、前月20日までに所定の書面でお申し出ください。',
      '休会中の月謝は発生しません。休会のお申し出は年2回までとし、3か月を経過しても復帰されない場合は退会として取り扱います。',
    ),
    article(6, '退会', '退会を希望される場合は、前月20日までに教室へお届けください。'),
    article(
      7,
      '欠席・振替',
      '病気等で欠席される場合は、授業開始の30分前までにお電話でご連絡ください。',
      '振替授業は原則として行わず、欠席による返金もいたしません。',
    ),
    article(8, '休講日', '年末年始、お盆およびゴールデンウィークは休講となります。'),
    article(
      9,
      '推奨環境',
      'オンライン教材のご利用には10Mbps以上のインターネット回線を推奨します。',
      '授業で使用するタブレットは、お申し込みの翌日までにご購入ください。',
    ),
    article(
      10,
      '禁止事項',
      '利用者は、法令または公序良俗に違反する行為、他の利用者や教室の運営を妨げる行為、本サービスの情報を無断で転載する行為をしてはなりません。',
    ),
    article(
      11,
      'サービスの変更・停止',
      '当社は、保守点検や天災その他やむを得ない事由により、事前の通知なく本サービスの全部または一部を停止することがあります。',
    ),
    article(
      12,
      '規約の変更',
      '当社は、必要と判断した場合には、利用者に通知することにより本規約を変更できるものとします。',
    ),
    article(
      13,
      '準拠法・管轄裁判所',
      '本規約の解釈には日本法を準拠法とします。',
      '本サービスに関して紛争が生じた場合には、東京地方裁判所または東京簡易裁判所を第一審の専属的合意管轄裁判所とします。',
    ),
    '<p>以上</p>',
  ].join(''),
);

const privacyArticles = (subject: string) => [
  `<p>当社は、${subject}の個人情報を適切に取り扱うことが社会的責務であると考え、以下のとおり個人情報の取り扱いについて定めます。</p>`,
  article(
    1,
    'お預かりする情報',
    'お名前、フリガナ、生まれ年、性別、電話番号、メールアドレス、住所、お子さまのお名前・学年・学校名、授業の出欠や作品の記録をお預かりします。',
  ),
  article(
    2,
    '利用目的',
    '授業の運営と連絡、授業の記録やお知らせの配信、お問い合わせへの回答、サービスの改善のために利用します。',
    '上記以外の目的で利用する場合は、あらかじめご本人の同意をいただきます。',
  ),
  article(3, '第三者提供', '法令に基づく場合を除き、ご本人の同意なく個人情報を第三者に提供することはありません。'),
  article(
    4,
    '委託',
    '利用目的の達成に必要な範囲で、個人情報の取り扱いを委託することがあります。この場合、委託先を適切に監督します。',
  ),
  article(5, '安全管理', '個人情報への不正アクセス、紛失、漏えい等を防ぐため、必要かつ適切な安全管理措置を講じます。'),
  article(
    6,
    '開示等の請求',
    'ご本人から個人情報の開示、訂正、利用停止等のご請求があった場合は、ご本人であることを確認のうえ、遅滞なく対応します。',
  ),
  article(
    7,
    'お問い合わせ窓口',
    '個人情報の取り扱いに関するお問い合わせは、お通いの教室または当社お客様窓口までご連絡ください。',
  ),
  '<p>以上</p>',
];

export const PRIVACY_MAIN = clean(privacyArticles('会員の保護者さまおよびお子さま').join(''));
export const PRIVACY_TEMP = clean(
  [
    ...privacyArticles('体験授業や入会をご検討中の皆さま').slice(0, -1),
    article(
      8,
      '入会されなかった場合',
      '体験授業のお申し込みでお預かりした情報は、ご入会に至らなかった場合、1年を経過した後に削除します。',
    ),
    '<p>以上</p>',
  ].join(''),
);

export const LYNX = clean(
  [
    '<p>このLynx利用規約は、お子さまがオンライン学習システム「Lynx」（以下「Lynx」といいます。）を利用する際の条件を定めるものです。</p>',
    article(1, '利用対象', 'Lynxは、当社の教室に在籍するお子さまと、その保護者の皆さまが利用できます。'),
    article(
      2,
      'アカウント',
      'お子さまのアカウントは教室が発行します。保護者の皆さまは、お子さまのログイン情報を適切に管理してください。',
    ),
    article(
      3,
      '学習記録',
      'Lynxで取り組んだ課題の結果や学習時間は、授業の改善とお子さまへの指導のために記録されます。',
    ),
    article(
      4,
      '動画教材',
      '動画教材の著作権は当社または正当な権利者に帰属します。録画、ダウンロード、第三者への共有はご遠慮ください。',
    ),
    article(
      5,
      '利用環境',
      'Lynxのご利用には、当社が推奨するブラウザと10Mbps以上の通信環境が必要です。通信料は利用者のご負担となります。',
    ),
    article(6, '提供の中断', 'システムの保守や障害により、予告なくLynxの提供を一時中断することがあります。'),
    article(7, '改定', '本規約を改定する場合は、マイページでお知らせし、改めて同意をいただきます。'),
    '<p>以上</p>',
  ].join(''),
);

export const STEAM = clean(
  [
    '<p>このSTEAM教育サービス利用規約は、ロボット、プログラミング、理科、算数、英語およびアートの各教室（以下「各教室」といいます。）の受講に関する条件を定めるものです。</p>',
    article(1, '受講契約', '受講契約は、入会申込書の提出と入会金のお支払いをもって成立します。'),
    article(2, '教材', '授業で使用するロボットキットや教材は、コースごとに定める方法でご購入いただきます。'),
    article(
      3,
      '作品の記録',
      '授業で制作した作品の写真と講師のコメントは、マイページの「授業の記録」でご覧いただけます。',
      '保護者の皆さまの同意がある場合に限り、作品をニックネームで「みんなの投稿」に公開します。',
    ),
    article(
      4,
      '安全への配慮',
      '工具や電子部品を扱う授業では、講師の指示に従ってください。お子さまの体調がすぐれない場合は無理に受講させないでください。',
    ),
    article(5, '月謝の改定', '月謝を改定する場合は、3か月前までにマイページでお知らせします。'),
    article(6, 'コースの変更', 'コースの変更は、前月20日までに教室へお申し出ください。'),
    article(7, '契約の解除', '利用者が本規約に違反し、是正されない場合、当社は受講契約を解除することがあります。'),
    '<p>以上</p>',
  ].join(''),
);

/**
 * The profile side of the demo: full profiles (so the profile screen has something to show), the
 * terms texts of the public pages and the consent screen, and two accounts with consent outstanding.
 */
export async function seedProfiles(tx: Tx, c: ProfileContext) {
  await tx
    .update(users)
    .set({
      birthYear: 1986,
      genderId: 2,
      telNumber: '09012345678',
      telNumberBackup: '0337181234',
      emailBackup: 'misaki.sato@example.net',
      zipcode: '1520035',
      prefectureId: 13,
      city: '目黒区',
      block: '自由が丘2-10-4',
      building: 'グリーンヒルズ自由が丘301',
      notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS, chat: 1, unread_chat: 2 },
    })
    .where(eq(users.id, c.users.guardian));
  await tx
    .update(users)
    .set({
      birthYear: 1982,
      genderId: 1,
      telNumber: '08098765432',
      zipcode: '1800004',
      prefectureId: 13,
      city: '武蔵野市',
      block: '吉祥寺本町1-8-3',
      notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
    })
    .where(eq(users.id, c.users.guardian2));
  await tx
    .update(users)
    .set({ genderId: 2, telNumber: '07011112222', zipcode: '1800003', prefectureId: 13, city: '武蔵野市' })
    .where(eq(users.id, c.users.prospect));
  await tx.update(users).set({ genderId: 2 }).where(eq(users.id, c.users.limited));

  // The public pages' texts are dated a while ago; the consent kinds at the revisions in force.
  const older = new Date(c.today.getTime() - 200 * DAY).toISOString().slice(0, 10);
  await tx.insert(termsTexts).values([
    { kind: 'kiyaku', revisionDate: older, body: KIYAKU },
    { kind: 'privacy_main', revisionDate: older, body: PRIVACY_MAIN },
    { kind: 'privacy_temp', revisionDate: older, body: PRIVACY_TEMP },
    { kind: 'privacy', revisionDate: CURRENT_TERMS.privacy, body: PRIVACY_MAIN },
    { kind: 'lynx', revisionDate: CURRENT_TERMS.lynx, body: LYNX },
    { kind: 'steam', revisionDate: CURRENT_TERMS.steam, body: STEAM },
  ]);

  const people = [
    {
      email: CONSENT_DEMO_ACCOUNTS.pending,
      family: '小林',
      lastName: '小林',
      firstName: '直子',
      kana: ['コバヤシ', 'ナオコ'],
    },
    {
      email: CONSENT_DEMO_ACCOUNTS.pending2,
      family: '中村',
      lastName: '中村',
      firstName: '拓也',
      kana: ['ナカムラ', 'タクヤ'],
    },
  ];
  for (const p of people) {
    const [family] = await tx.insert(families).values({ name: p.family }).returning();
    if (!family) throw new Error('family insert returned nothing');
    const [user] = await tx
      .insert(users)
      .values({
        kind: 'guardian',
        familyId: family.id,
        role: 6,
        email: p.email,
        passwordHash: await hashPassword(c.password),
        lastName: p.lastName,
        firstName: p.firstName,
        lastNameKana: p.kana[0] ?? '',
        firstNameKana: p.kana[1] ?? '',
        genderId: p.lastName === '小林' ? 2 : 1,
        notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    await tx.insert(termsConsents).values({
      userId: user.id,
      kind: 'privacy',
      revisionDate: CURRENT_TERMS.privacy,
      agreedAt: new Date(c.today.getTime() - 30 * DAY),
    });
  }
}
