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
} as const;
