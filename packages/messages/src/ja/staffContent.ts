// Issue 33: the classroom's half of reported posts, columns and video lessons (ADR 032, ADR 047).
export const staffContent = {
  lessonRecordReports: {
    /** The server's refusals (apps/server routes/lessonRecord), in the request's language. */
    refusals: {
      tooMany: '通報できるのは24時間に5件までです。時間をおいてもう一度お試しください。',
      decision: '対応は「全員に非表示にする」か「表示したままにする」から選んでください。',
    },
    title: '通報された投稿',
    lead: 'みんなの投稿で保護者さまから通報された投稿です。内容を確認して対応を選んでください。通報したご家族には、対応にかかわらずこの投稿は表示されません。',
    empty: '確認を待っている通報はありません。',
    loadFailed: '通報された投稿を読み込めませんでした。時間をおいてもう一度お試しください。',
    count: '確認待ち {{count}}件',
    listLabel: '通報された投稿の一覧',
    photoAlt: '{{name}}さんの作品「{{title}}」の写真',
    kid: 'お子さま',
    classroom: '教室',
    nickname: 'ニックネーム',
    posted: '投稿日',
    reports: '通報',
    reportCount: '{{count}}件',
    firstReported: '最初の通報',
    lastReported: '最後の通報',
    alreadyHidden: 'すでに全員に非表示にしています',
    noComment: 'コメントはありません。',
    hide: '全員に非表示にする',
    keep: '表示したままにする',
    hideTitle: 'この投稿を全員に非表示にしますか？',
    hideDescription:
      '投稿したお子さまのご家族以外には表示されなくなります。ご家族には「管理者により非表示にされています」と表示されます。',
    keepTitle: 'この投稿を表示したままにしますか？',
    keepDescription: '通報を取り下げ、ほかの保護者さまには引き続き表示します。通報したご家族には表示されません。',
    cancel: 'キャンセル',
    hidden: '「{{title}}」を全員に非表示にしました。',
    kept: '「{{title}}」を表示したままにしました。',
    decideFailed: '対応を保存できませんでした。時間をおいてもう一度お試しください。',
  },
} as const;
