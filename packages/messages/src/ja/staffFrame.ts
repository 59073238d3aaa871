// The classroom side's frame: its navigation, who is signed in and their classrooms (issue 33, ADR 044).
export const staffFrame = {
  staffFrame: {
    /** The navigation's group heading and the phone menu's button. */
    pagesGroup: '教室の業務',
    accountGroup: 'アカウント',
    menu: 'メニュー',
    close: '閉じる',
    home: 'トップ',
    privacy: '個人情報',
    terms: '規約',
    sideMenuToggle: 'サイドメニューの開閉',
    /** Who is signed in, shown above sign-out. */
    signedInAs: '{{name}} でログイン中',
    classroomsHeading: '担当の教室',
    owner: 'オーナー',
    noClassrooms: '担当の教室はまだありません。教室のオーナーにお問い合わせください。',
    /** The chat entry's badge, read out instead of the number. */
    chatUnread: '未読のメッセージ{{count}}件',
    loadFailed: 'スタッフの情報を読み込めませんでした。時間をおいてもう一度お試しください。',
    retry: 'もう一度読み込む',
    /** An address under /staff that is no staff page. */
    notFoundTitle: 'スタッフページが見つかりません',
    notFoundBody:
      'このアドレスの教室スタッフ用ページはありません。移動または削除された可能性があります。メニューから開きたいページを選んでください。',
    backToStaffHome: 'スタッフページのトップへ戻る',
  },
} as const;
