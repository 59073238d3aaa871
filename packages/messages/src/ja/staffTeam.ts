// The classroom's staff: an owner invites colleagues and deactivates them (issue 32, ADR 042).
export const staffTeam = {
  /** The server's refusals about the classroom's staff (apps/server routes/staffTeam), in the request's language. */
  staffTeamRefusals: {
    notOwner: 'この教室にスタッフを招待できるのは、教室のオーナーだけです。',
    emailTaken:
      'このメールアドレスはすでにまなびポータルのアカウントで使われています。別のメールアドレスを入力してください。',
    notFound: 'このスタッフは見つかりません。一覧を読み込み直してください。',
    notManageable: 'このスタッフを操作できるのは、そのスタッフが担当するすべての教室のオーナーだけです。',
    joined: 'このスタッフはすでにパスワードを設定しています。',
    deactivated: 'このスタッフのアカウントは利用停止されています。',
    signInDeactivated: 'このアカウントは利用停止されています。くわしくは教室のオーナーにお問い合わせください。',
    guardianOnly: 'この機能は保護者さま専用です。教室スタッフのページをご利用ください。',
  },
  staffShell: {
    /** A guardian who opened a staff page goes back to the guardian portal. */
    toPortal: '保護者さま向けのページへ',
  },
  staffTeam: {
    title: 'スタッフの管理',
    lead: '教室のスタッフを招待し、退職したスタッフのアカウントを利用停止にします。',
    ownerOnly: 'スタッフの招待と利用停止は、教室のオーナーが行います。',
    formHeading: 'スタッフを招待する',
    classroom: '教室',
    name: 'お名前',
    submit: '招待メールを送る',
    sending: '送信中…',
    notice:
      '送ると、パスワードを設定するためのリンクがメールで届きます。リンクの有効期限は72時間で、一度だけ使えます。',
    sent: '{{email}} に招待メールを送りました。',
    failed: '招待メールを送れませんでした。時間をおいてもう一度お試しください。',
    errorSummary: '入力内容をご確認ください',
    listHeading: '教室のスタッフ',
    loadFailed: 'スタッフの一覧を読み込めませんでした。時間をおいてもう一度お試しください。',
    you: '（あなた）',
    columns: {
      email: 'メールアドレス',
      classrooms: '担当の教室',
      role: '役割',
      invitedAt: '招待日',
    },
    roles: { owner: 'オーナー', staff: 'スタッフ' },
    statuses: {
      active: '利用中',
      invited: '招待中',
      expired: '期限切れ',
      deactivated: '利用停止',
    },
    expiresOn: '{{date}}まで有効',
    resend: '再送',
    resendLabel: '{{name}}さんに招待メールを再送する',
    resent: '{{email}} に招待メールを再送しました。前のリンクは使えなくなりました。',
    resendFailed: '招待メールを再送できませんでした。時間をおいてもう一度お試しください。',
    deactivate: '利用停止',
    deactivateLabel: '{{name}}さんのアカウントの利用停止',
    deactivateTitle: 'このスタッフのアカウントを利用停止にしますか？',
    deactivateDescription:
      '{{name}}さんはログインできなくなり、ログイン中の画面もすぐに使えなくなります。教室の記録やチャットはそのまま残ります。',
    deactivateConfirm: '利用停止にする',
    deactivateCancel: 'やめる',
    deactivated: '{{name}}さんのアカウントを利用停止にしました。',
    deactivateFailed: '利用停止にできませんでした。時間をおいてもう一度お試しください。',
  },
} as const;
