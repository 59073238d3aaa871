import type { NavGroup } from './NavGroups';

// Story data shaped like the role 6 menu; the portal builds the real one per role.
export const sampleGroups: readonly NavGroup[] = [
  {
    id: 'classroom',
    label: '教室メニュー',
    items: [
      { id: 'announcements', label: '教室からのお知らせ', href: '/announcement/list' },
      { id: 'chat', label: '教室へのチャット', href: '/chat/class_select' },
      { id: 'calendar', label: '授業カレンダー', href: '/schedule/calendar' },
    ],
  },
  {
    id: 'child',
    label: 'お子さまメニュー',
    items: [
      { id: 'attendance', label: '受講履歴', href: '/attendanceInfo/list' },
      { id: 'records', label: 'わが子の投稿', href: '/studentLessonRecord/list' },
    ],
  },
  {
    id: 'other',
    label: 'その他',
    items: [{ id: 'faq', label: 'よくある質問', href: 'https://example.com/faq', external: true }],
  },
];

export const longGroups: readonly NavGroup[] = [
  {
    id: 'long',
    label: '入会をご検討中の保護者さまへのご案内メニュー',
    items: [
      {
        id: 'trial',
        label: 'ロボット教室・プログラミング教室の体験授業のお申し込み状況の確認',
        href: '/trialclassConfirm',
      },
      { id: 'docs', label: '入会に関する資料・パンフレット・よくあるご質問の一覧', href: '/document/list' },
    ],
  },
];
