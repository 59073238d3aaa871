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
            body: '<p>体験授業のあと、教室から入会お申し込みのご案内をお送りします。マイページの「オンライン入会申し込み」で、お申し込み内容とご請求内容を確かめ、入会規約に同意してから、お子さまと保護者の情報を入力してください。教室で内容を確認したあと、最終確認として確認事項へのご回答、教室からお知らせする認証コードの入力、署名をお願いします。</p><p>月謝を引き落とす口座は、教室でお渡しする用紙にご記入いただいてご登録します。</p><p>教室での書面によるお手続きも承っております。ご希望の場合は教室スタッフへお声がけください。</p>',
            daysAgo: 40,
          },
          {
            name: '入会金や教材費はいつ支払いますか',
            body: '<p>入会金と初回の教材費は、入会月の27日に、翌月分の月謝と合わせてご登録の口座から引き落とします。</p><ul><li>入会金：11,000円（税込）</li><li>月謝：週1回の授業で6,600円（税込）</li><li>教材費：コースごとに異なります（料金表をご覧ください）</li></ul><p>お支払いいただいた入会金は、退会された場合も返金いたしません。きょうだいで入会される場合、2人目以降の入会金はいただきません。</p>',
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
            body: '<p>休会をご希望の月の前月20日までに、教室へ休会届をご提出ください。休会届はマイページの「関連資料」からもダウンロードできます。</p><ul><li>休会は月単位で、最長3か月までです。</li><li>休会中の月謝はかかりません。</li><li>休会のお申し込みは年2回までです。</li><li>3か月を過ぎても復帰されない場合は、退会のお手続きとなります。</li></ul>',
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
    name: '授業・欠席',
    sections: [
      {
        name: '欠席と振替',
        articles: [
          {
            name: '授業を欠席するときはどうすればよいですか',
            body: '<p>病気などで授業を欠席される場合は、<strong>授業開始の30分前までに、お通いの教室へお電話ください</strong>。お子さまのお名前とクラスをお伝えください。</p><p>学校行事などで前もって欠席が分かっている場合は、マイページの「教室へのチャット」でお知らせいただいてもかまいません。</p>',
            daysAgo: 5,
          },
          {
            name: '欠席した授業の振替はできますか',
            body: '<p>ご都合やご病気で欠席された授業の振替は、原則として行っておりません。欠席による月謝の返金もございません。欠席した回の内容は、次の授業で講師が補足します。</p><p>教室の都合（設備点検や講師研修など）や台風などで教室が休講とした授業は、教室が振替授業の日程をご案内します。</p>',
            daysAgo: 8,
          },
          {
            name: '教室が休講になるのはどんなときですか',
            body: '<p>年末年始、お盆、ゴールデンウィークは、毎年教室をお休みします。休講の日は年間スケジュールと、毎月の授業日程のお知らせでご確認いただけます。</p><p>このほか、台風や大雪で安全に通室できない場合や、教室の設備点検の際に休講とすることがあります。そのときはマイページの「教室からのお知らせ」でお知らせし、振替授業の日程をご案内します。</p>',
            daysAgo: 33,
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
            name: '授業が始まる前に教室に入れますか',
            body: '<p>授業開始の10分前から入室できます。早く着いた場合は、教室の前でお待ちいただくか、保護者さまとご一緒にお待ちください。</p><p>お迎えは授業終了の時刻にお願いします。</p>',
            daysAgo: 70,
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
            name: 'きょうだい割引はありますか',
            body: '<p>きょうだいで同時に在籍される場合、2人目以降の月謝を10％割引します。割引は教室へお申し出いただいた翌月分から適用されます。</p>',
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
            body: '<p>ご登録のメールアドレスとパスワードをご確認ください。パスワードを5回続けて間違えると、しばらくの間ログインできなくなります。時間をおいてからもう一度お試しください。</p><p>パスワードを忘れた場合は、ログイン画面の「パスワードをお忘れの方」から、新しいパスワードを設定できます。</p>',
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
    comments: 'コースごとの月謝、教材費、入会金の一覧です。きょうだい割引についても記載しています。',
    url: 'https://www.example.com/manabi/price-list.pdf',
    imagePath: '/documents/price-list.svg',
  },
  {
    title: '年間スケジュール',
    comments: '今年度の授業日と、年末年始・お盆・ゴールデンウィークのお休みをまとめたカレンダーです。',
    url: 'https://www.example.com/manabi/annual-schedule.pdf',
    imagePath: '/documents/schedule.svg',
  },
  {
    title: '休会・退会届',
    comments:
      '休会（最長3か月・年2回まで、休会中の月謝はかかりません）や退会をご希望の場合は、こちらをご記入のうえ前月20日までに教室へご提出ください。',
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
