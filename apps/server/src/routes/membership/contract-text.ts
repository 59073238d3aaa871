/**
 * Spec 2 §9.4: articles 10 to 21 of the membership contract (bylaws dated 2023-11-10) printed on the
 * application form. Kept with the server that prints it: the terms table holds the texts guardians
 * consent to on the portal, this one is part of the signed paper.
 */
export const CONTRACT_REVISION_DATE = '2023-11-10';

const ARTICLES: readonly (readonly [number, string, string])[] = [
  [10, '入会金', '入会金は10,000円（税抜）とし、お支払い後はお返しできません。'],
  [11, '月謝', '月謝は週1回の授業で月額6,000円（税抜）とし、コースにより別に定めるものがあります。'],
  [
    12,
    '休会',
    '休会は月単位で最長3か月までとし、前月20日までに所定の申込書でお申し出ください。休会は年2回までとし、休会中の月謝はかかりません。休会から3か月を過ぎて復帰されない場合は退会となります。',
  ],
  [13, '退会', '退会される場合は、前月20日までに教室へお申し出ください。'],
  [14, '欠席', '病気などで欠席する場合は、授業開始の30分前までに電話で教室へご連絡ください。'],
  [15, '振替授業', '振替授業は原則として行いません。欠席による月謝の返金はいたしません。'],
  [16, '休講', '年末年始、お盆およびゴールデンウィークは休講とします。'],
  [17, '通信環境', 'オンラインの教材を使うため、ご家庭に10Mbps以上のインターネット環境をおすすめします。'],
  [18, 'タブレット', '授業で使うタブレットは、入会申込書をご提出いただいた翌日までにご購入ください。'],
  [19, '個人情報', 'お預かりした個人情報は、別に定める「個人情報の取り扱いについて」に従って取り扱います。'],
  [20, '準拠法', '本契約は日本法に準拠します。'],
  [21, '合意管轄', '本契約に関する紛争は、東京地方裁判所または東京簡易裁判所を第一審の専属的合意管轄裁判所とします。'],
];

/** The contract text as HTML, one heading and paragraph per article (rendered through the sanitiser). */
export const CONTRACT_BODY = ARTICLES.map(([no, title, text]) => `<h3>第${no}条（${title}）</h3><p>${text}</p>`).join(
  '',
);
