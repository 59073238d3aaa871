import { documents, faqArticles, faqCategories, faqSections } from '../schema';
import type { Tx } from './classroom-life';

const DAY = 86_400_000;

type ArticleSeed = { name: string; body: string; daysAgo: number };
type SectionSeed = { name: string; articles: ArticleSeed[] };
type CategorySeed = { name: string; sections: SectionSeed[] };

/** The guardian site's FAQ: the questions classrooms are asked most, with the answers they give. */
export const FAQ_SEED: CategorySeed[] = [
  {
    name: '入会・退会',
    sections: [
      {
        name: '入会の手続き',
        articles: [
          {
            name: '入会の手続きはどのように行いますか',
            body: '<p>体験授業のあと、マイページの「オンライン入会申込」からお手続きいただけます。お子さまの情報、受講コース、お支払い口座を入力し、最後に電子署名をして送信してください。</p><p>教室での書面によるお手続きも承っております。ご希望の場合は教室スタッフへお声がけください。</p>',
            daysAgo: 40,
          },
          {
            name: '入会金や教材費はいつ支払いますか',
            body: '<p>入会金と初回の教材費は、入会月の翌月27日に月謝と合わせてご登録の口座から引き落とします。</p><ul><li>入会金：11,000円（税込）</li><li>教材費：コースごとに異なります（料金表をご覧ください）</li></ul><p>兄弟姉妹で入会される場合、2人目以降の入会金は不要です。</p>',
            daysAgo: 25,
          },
          {
            name: '途中の月から入会できますか',
            body: '<p>はい、どの月からでも入会いただけます。授業はカリキュラムの単元ごとに進むため、途中入会のお子さまには最初の授業で講師が前回までの内容を補足します。</p>',
            daysAgo: 90,
          },
        ],
      },
      {
        name: '休会・退会',
        articles: [
          {
            name: '休会の手続き方法を教えてください',
            body: '<p>休会をご希望の月の前月20日までに、教室へ休会届をご提出ください。休会届はマイページの「関連資料」からもダウンロードできます。</p><p>休会期間は最長3か月で、休会中は月謝のかわりに休会費（月額1,100円・税込）をいただきます。</p>',
            daysAgo: 12,
          },
          {
            name: '退会したいときはどうすればよいですか',
            body: '<p>退会をご希望の月の前月20日までに、教室スタッフへお申し出のうえ退会届をご提出ください。20日を過ぎた場合は翌月末での退会となります。</p><p>お貸ししている教材キットは、最終授業日にご返却ください。</p>',
            daysAgo: 60,
          },
        ],
      },
    ],
  },
  {
    name: '授業・振替',
    sections: [
      {
        name: '振替授業',
        articles: [
          {
            name: '振替授業はいつまでに申し込めばよいですか',
            body: '<p>欠席する授業日の前日18時までに、マイページの「教室へのチャット」からお申し出ください。当日のご連絡の場合も、できる限り振替先をご案内します。</p><p>振替は欠席する授業の前後1か月以内の授業でご利用いただけます。</p>',
            daysAgo: 5,
          },
          {
            name: '振替先の教室や曜日は選べますか',
            body: '<p>同じコースを開講している教室・曜日であれば、ほかの教室へも振替できます。空席状況は教室によって異なりますので、チャットで希望の日時をお知らせください。</p>',
            daysAgo: 33,
          },
          {
            name: '振替は月に何回まで利用できますか',
            body: '<p>振替は月2回までご利用いただけます。台風などで教室が休講となった場合の振替は、この回数に含みません。</p>',
            daysAgo: 70,
          },
        ],
      },
      {
        name: '授業の持ち物・準備',
        articles: [
          {
            name: '授業に必要な持ち物を教えてください',
            body: '<p>毎回の授業には、次のものをお持ちください。</p><ul><li>教材キット（ロボット教室のみ）</li><li>テキストとファイル</li><li>筆記用具</li><li>水筒</li></ul><p>持ち物には必ずお名前をお書きください。</p>',
            daysAgo: 18,
          },
          {
            name: '授業を欠席するときの連絡方法は',
            body: '<p>マイページの「教室へのチャット」から、お子さまのお名前と欠席する授業日をお知らせください。振替をご希望の場合は、候補の日時もあわせてお書きください。</p>',
            daysAgo: 8,
          },
        ],
      },
    ],
  },
  {
    name: '料金・お支払い',
    sections: [
      {
        name: '月謝とお支払い方法',
        articles: [
          {
            name: '月謝の引き落とし日はいつですか',
            body: '<p>毎月27日（金融機関の休業日の場合は翌営業日）に、ご登録の口座から翌月分の月謝を引き落とします。</p><p>引き落としができなかった場合は、翌月に2か月分をまとめて引き落とします。</p>',
            daysAgo: 15,
          },
          {
            name: '引き落とし口座を変更したい',
            body: '<p>口座振替依頼書の再提出が必要です。教室でお渡しする用紙にご記入のうえご提出ください。変更の反映までに1か月半ほどかかります。</p>',
            daysAgo: 120,
          },
          {
            name: '兄弟姉妹割引はありますか',
            body: '<p>兄弟姉妹で同時に在籍される場合、2人目以降の月謝を10％割引します。割引は教室へお申し出いただいた翌月分から適用されます。</p>',
            daysAgo: 45,
          },
        ],
      },
    ],
  },
  {
    name: 'マイページの使い方',
    sections: [
      {
        name: 'ログイン・アカウント',
        articles: [
          {
            name: 'マイページにログインできません',
            body: '<p>ご登録のメールアドレスと、入会時にお送りしたパスワードをご確認ください。パスワードを5回続けて間違えると、15分間ログインできなくなります。</p><p>パスワードを忘れた場合は、教室スタッフへお問い合わせください。</p>',
            daysAgo: 3,
          },
          {
            name: '登録しているメールアドレスや住所を変更したい',
            body: '<p>画面右上のプロフィールアイコンから「プロフィール」を開き、「編集する」から変更できます。確認画面で内容を確かめてから保存してください。</p>',
            daysAgo: 22,
          },
        ],
      },
      {
        name: '通知・お知らせ',
        articles: [
          {
            name: 'チャットの通知メールを受け取りたい',
            body: '<p>プロフィールの「通知設定」で、チャットの新着通知や未読通知の頻度（2時間ごと・1日1回）を選べます。通知設定は在籍中の保護者さまのみご利用いただけます。</p>',
            daysAgo: 10,
          },
        ],
      },
    ],
  },
];

/** Related documents; the images are small SVG files in the portal's public folder. */
export const DOCUMENT_SEED = [
  {
    title: '教室パンフレット',
    comments: 'コースの内容や授業の流れ、年間カリキュラムをまとめたパンフレットです。',
    url: 'https://www.example.com/manabi/pamphlet.pdf',
    imagePath: '/documents/pamphlet.svg',
  },
  {
    title: '料金表',
    comments: 'コースごとの月謝、教材費、入会金の一覧です。兄弟姉妹割引についても記載しています。',
    url: 'https://www.example.com/manabi/price-list.pdf',
    imagePath: '/documents/price-list.svg',
  },
  {
    title: '年間スケジュール',
    comments: '今年度の授業日と休講日のカレンダーです。',
    url: 'https://www.example.com/manabi/annual-schedule.pdf',
    imagePath: '/documents/schedule.svg',
  },
  {
    title: '休会・退会届',
    comments: '休会や退会をご希望の場合は、こちらをご記入のうえ前月20日までに教室へご提出ください。',
    url: 'https://www.example.com/manabi/leave-form.pdf',
    imagePath: '/documents/leave-form.svg',
  },
  {
    title: '体験授業のご案内',
    comments: 'お近くの教室で体験授業を受けられます。日程の確認とお申し込みはこちらから。',
    url: '/trialclassConfirm',
    imagePath: '/documents/trial.svg',
  },
];

/**
 * The FAQ and the related documents. They are the provider's, not a family's, so both demo families
 * see the same ones; last-updated dates follow `today` so the content always looks maintained.
 */
export async function seedFaqAndDocuments(tx: Tx, { today }: { today: Date }): Promise<void> {
  for (const [c, category] of FAQ_SEED.entries()) {
    const [row] = await tx
      .insert(faqCategories)
      .values({ name: category.name, position: c + 1 })
      .returning({ id: faqCategories.id });
    if (!row) throw new Error('FAQ category was not inserted');
    for (const [s, section] of category.sections.entries()) {
      const [sectionRow] = await tx
        .insert(faqSections)
        .values({ categoryId: row.id, name: section.name, position: s + 1 })
        .returning({ id: faqSections.id });
      if (!sectionRow) throw new Error('FAQ section was not inserted');
      await tx.insert(faqArticles).values(
        section.articles.map((article, a) => ({
          sectionId: sectionRow.id,
          name: article.name,
          body: article.body,
          position: a + 1,
          updatedAt: new Date(today.getTime() - article.daysAgo * DAY),
        })),
      );
    }
  }
  await tx.insert(documents).values(DOCUMENT_SEED.map((d, i) => ({ ...d, sortOrder: i + 1 })));
}
