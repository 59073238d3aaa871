// Web Push (issue 34, ADR 055): what a pushed notification says, and the profile's per-device switch.
export const push = {
  push: {
    /** Notifications the server sends (their title is the classroom's name unless said here). */
    chatAttachment: 'ファイルが送信されました',
    announcementTitle: '{{classroom}}からの重要なお知らせ',
    informationTitle: '{{classroom}}からの重要なインフォメーション',
    membershipFinalCheck: '入会お申し込みの最終確認をお願いします。',
    membershipComplete: '入会のお申し込みが完了しました。',
    lessonRecordTitle: '授業の記録',
    lessonRecordComment: '{{name}}さんの授業の記録に教室からコメントが届きました。',
    absenceConfirmed: '{{name}}さんの欠席連絡を教室が確認しました。',
    absenceRefused: '{{name}}さんの欠席連絡について教室から返信があります。',
    transferAccepted: '{{name}}さんの振替（{{month}}月{{day}}日の授業）を教室が受け付けました。',
    transferRefused: '{{name}}さんの振替の申請について教室から返信があります。',
    /** The profile's notification settings: this device. */
    deviceTitle: 'この端末への通知',
    device: 'この端末に通知する',
    deviceHint: 'チャットの新着や重要なお知らせを、この端末の通知でお知らせします。ほかの端末の設定は変わりません。',
    deviceOn: 'この端末に通知します。',
    deviceWorking: '設定しています…',
    unsupported:
      'お使いのブラウザ、またはこのページでは通知を受け取れません。スマートフォンでは、ホーム画面に追加したまなびポータルからお試しください。',
    denied:
      '通知が許可されていません。ブラウザの設定でまなびポータルの通知を「許可」にしてから、もう一度お試しください。',
    failed: '通知の設定ができませんでした。時間をおいてもう一度お試しください。',
    quietHours: '夜間（21時〜翌7時）の通知は朝7時にまとめて届ける',
    quietHoursHint: 'チャットやお知らせが夜に届いても、通知は朝まで控えます。',
    /** Server answers. */
    badEndpoint: '通知の送り先が正しくありません。',
    badKeys: '通知の暗号鍵が正しくありません。',
    notFound: 'この端末の通知の設定が見つかりません。',
  },
};
