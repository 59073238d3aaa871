// The server's own 422 texts for requests that break the contract (apps/server/src/contract/messages.ts):
// the server answers in Japanese, worded from this catalogue like the domain's codes (ADR 027).
export const server = {
  serverValidation: {
    /** Names of the contract's request fields, so a message says which field to fix. */
    fields: {
      page: 'ページ番号',
      perPage: '1ページの件数',
      isImportant: '重要の指定',
      isUnread: '未読の指定',
      keyWord: 'キーワード',
      startDate: '開始日',
      endDate: '終了日',
      labelsId: 'カテゴリー',
      isHome: '表示先',
      announcementsId: 'お知らせ',
      informationsId: 'インフォメーション',
      id: 'ID',
      userId: 'ユーザー',
      columnId: 'コラム',
      type: '規約の種類',
      email: 'メールアドレス',
      password: 'パスワード',
      name: 'ファイル名',
      path: 'ファイル',
    },
    thisField: 'この項目',
    required: '{{label}}を入力してください。',
    number: '{{label}}は半角数字で指定してください。',
    format: '{{label}}の形式が正しくありません。',
    choice: '{{label}}の指定が正しくありません。',
    date: '{{label}}は年-月-日の形式で指定してください。',
    email: '{{label}}はメールアドレスの形式で入力してください。',
    minimum: '{{label}}は{{limit}}以上で指定してください。',
    maximum: '{{label}}は{{limit}}以下で指定してください。',
    maxLength: '{{label}}は{{limit}}文字以内で入力してください。',
    checkInput: '入力内容を確認してください。',
  },
  /** Refusals before any route's own words: a request the server cannot read, a call that does not exist. */
  serverRefusals: {
    notFound: 'お探しの情報は見つかりませんでした。',
    childChoice: 'お子さまの指定が正しくありません。',
    nicknameTooLong: 'ニックネームは50文字以内で入力してください。',
    badAddress: 'アドレスが正しくありません。リンクを開き直すか、画面を再読み込みしてください。',
    malformed: '入力内容の形式が正しくありません。',
    tooLarge: '送信された内容が大きすぎます。内容を減らしてから、もう一度お試しください。',
    unsupported: 'この形式の送信には対応していません。画面を再読み込みしてから、もう一度お試しください。',
    controlCharacters:
      '使用できない文字（制御文字）が含まれています。その文字を取り除いてから、もう一度お試しください。',
    server: 'サーバーでエラーが発生しました。時間をおいてもう一度お試しください。',
    profileChanged:
      'プロフィールは、ほかの画面や端末で変更されています。いま保存されている内容をご確認のうえ、もう一度保存してください。',
  },
  /** The server's own answers outside the contract's checks (CSRF, a page address that is not a page). */
  serverAnswers: {
    csrfMismatch: '画面の有効期限が切れました。ページを再読み込みしてから、もう一度お試しください。',
    /** Sign-in refusals (apps/server/src/routes/auth): the staff page's says whose page it is, alike for every address. */
    signIn: {
      invalid: 'メールアドレスまたはパスワードが正しくありません。',
      invalidStaff:
        'メールアドレスまたはパスワードが正しくありません。このページは教室スタッフ用のログインです。保護者さまは、保護者用のログインページからログインしてください。',
      locked:
        'ログインの失敗が続いたため、一時的にログインを制限しています。{{minutes}}分ほど時間をおいてから、もう一度お試しください。',
    },
    /** A mailed password link that no longer works, and a password change with a wrong current password. */
    passwordLink: {
      wrong:
        'このリンクは正しくありません。メールに記載のリンクをもう一度開くか、パスワードの再設定をもう一度お申し込みください。',
      expired: 'このリンクは有効期限が切れています。パスワードの再設定をもう一度お申し込みください。',
      used: 'このリンクはすでに使われています。新しいパスワードでログインしてください。',
    },
    wrongCurrentPassword: '現在のパスワードが正しくありません。',
    /** The mailed link of an application without an account (apps/server/src/routes/membership/guest.ts). */
    guestLink: {
      wrong: 'このリンクは正しくありません。メールに記載のリンクをもう一度開くか、教室にお問い合わせください。',
      expired: 'このリンクは有効期限が切れています。新しいリンクの送付を教室にお問い合わせください。',
      used: 'このお申し込みはすでに完了しています。入会申込書は、お申し込み完了のメールに記載のリンクからご覧いただけます。',
      replaced:
        'このリンクは新しいリンクに切り替わりました。教室からお送りした最新のメールのリンクを開いてください。入力中の内容はこのブラウザーに残っています。',
      emailRegistered: '入力されたメールアドレスはすでに登録されています。教室にお問い合わせください。',
      emailCheckForApplicants: 'メールアドレスの確認は、教室からお送りしたリンクで開いたお申し込みでのみ行えます。',
    },
    /** Trial and consultation bookings (apps/server/src/routes/trial). */
    booking: {
      trialMissing: '体験会が見つかりません。教室検索からお探しください。',
      classroomMissing: '教室が見つかりません。教室検索からお探しください。',
      full: 'この体験会は満席になりました。別の日程をお選びください。',
      tooManyForEmail:
        'このメールアドレスへのお申し込みが続いています。しばらく時間をおいてお申し込みいただくか、教室にお問い合わせください。',
      confirmWrong: 'このリンクは正しくありません。メールに記載のリンクをもう一度開いてください。',
      confirmExpired:
        'このリンクは有効期限が切れています。お申し込みは教室で受け付けていますので、表示についてはマイページにログインしてお申し込みいただくか、教室にお問い合わせください。',
    },
  },
  /** The booking confirmation mail, in the language the booking was made in (issue 31 item 34). */
  bookingMail: {
    trial: '体験授業',
    consult: '個別相談',
    subject: '【{{classroom}}】{{what}}のお申し込みを受け付けました',
    greeting: '{{lastName}} {{firstName}} 様',
    thanks: '{{what}}のお申し込みありがとうございます。',
    classroom: '教室：{{classroom}}',
    lecture: '講座：{{lecture}}',
    when: '{{date}} {{time}}〜',
    whenLater: '日時は教室からご連絡します。',
    kids: 'お子さま：{{count}}名',
    confirm:
      'マイページの「体験授業・個別相談のお申し込み状況」に表示するには、次のリンクを開いてください（7日間有効）。',
    notYou: 'お心当たりのない場合は、このメールを破棄してください。',
  },
} as const;
