import type { components } from '../../../src/gen/schema';
import { classrooms, daysAgo, pick, ymdhms } from '../../shared/fixtures';

type Schemas = components['schemas'];

const announcementTitles = [
  '年末年始の休講について',
  '夏期特別講座のご案内',
  '振替授業の申請方法が変わります',
  'ゴールデンウィーク期間の休講について',
  '教材費改定のお知らせ',
  '保護者説明会の開催について',
  '台風接近に伴う休講の可能性について',
  'ロボットコンテスト参加者募集',
] as const;

const informationTitles = [
  '春のプログラミング体験会を開催します',
  'お友だち紹介キャンペーン実施中',
  '新しい教室がオープンしました',
  'サイエンス教室の実験動画を公開しました',
  '保護者アンケートご協力のお願い',
] as const;

const labels: Schemas['InformationLabel'][] = [
  { id: 1, labelName: 'イベント' },
  { id: 2, labelName: 'キャンペーン' },
  { id: 3, labelName: 'ご案内' },
  // Nothing is published under it, so Home's label call (isHome=1) leaves it out.
  { id: 4, labelName: 'メンテナンス' },
];

const labelsInUse = labels.slice(0, 3);

/** Each classroom's staff member who sends its announcements (the server's sender reads the same way). */
const senders = ['田中', '小林', '加藤'] as const;

export function announcement(index: number, overrides: Partial<Schemas['Announcement']> = {}): Schemas['Announcement'] {
  return {
    id: 1000 + index,
    title: pick(announcementTitles, index),
    publicDate: ymdhms(daysAgo(index * 3)),
    isUnread: index % 3 === 0,
    isImportant: index % 4 === 0,
    classroomName: pick(classrooms, index).classroomName,
    ...overrides,
  };
}

export function announcementDetail(index: number): Schemas['AnnouncementDetail'] {
  return {
    ...announcement(index),
    name: `${pick(classrooms, index).classroomName} ${pick(senders, index)}`,
    content: `<p>保護者の皆さま</p><p>いつも${pick(classrooms, index).classroomName}をご利用いただきありがとうございます。${pick(announcementTitles, index)}をお知らせいたします。</p><p>ご不明な点は教室までお問い合わせください。</p>`,
  };
}

export function attachedFile(index: number): Schemas['AttachedFile'] {
  const files = [
    { name: '休講日カレンダー.pdf', size: 248_312 },
    { name: '持ち物リスト.xlsx', size: 18_944 },
    { name: '会場案内図.png', size: 1_532_100 },
  ];
  const file = pick(files, index);
  return { name: file.name, path: `announcements/2025/04/${index + 1}/${file.name}`, size: file.size };
}

export function information(index: number, overrides: Partial<Schemas['Information']> = {}): Schemas['Information'] {
  return {
    id: 2000 + index,
    title: pick(informationTitles, index),
    content: `<p>${pick(informationTitles, index)}。詳しくは教室スタッフまでお問い合わせください。</p>`,
    labelName: pick(labelsInUse, index).labelName,
    publicDate: ymdhms(daysAgo(index * 5)),
    isImportant: index === 0,
    isUnread: index % 2 === 0,
    ...overrides,
  };
}

export function informationLabels(): Schemas['InformationLabel'][] {
  return labels.map((label) => ({ ...label }));
}
