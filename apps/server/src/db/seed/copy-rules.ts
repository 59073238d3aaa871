/** Rules the seed's tests hold every seeded text to (COPY.md and spec 2 §9.4). */

/** COPY.md's "Avoid" column (ポータル alone, not the brand まなびポータル; サイン, not デザイン). */
export const AVOID: RegExp[] = [
  /(?<!まなび)ポータル/,
  /保護者マイページ/,
  /保護者の方/,
  /生徒/,
  /レッスン/,
  /体験授業確認/,
  /申込(?![書日])/,
  /兄弟姉妹/,
  /(?<!デ)サイン/,
  /予備の電話番号/,
  /プライバシーポリシー/,
  /個人情報保護方針/,
  /FAQ TOP/,
  /記事一覧/,
  /仮会員/,
  /取得/,
  /リクエスト/,
  /データ/,
];

/** What the terms (spec 2 §9.4) rule out: make-up lessons as a right, a fee while on leave. */
export const AGAINST_TERMS: RegExp[] = [
  /振替は月\d+回/,
  /月\d+回まで(ご利用|振替)/,
  /振替[^。]*ご利用いただけます/,
  /休会費/,
  /休会中[^。]*(いただきます|お支払い)/,
];
