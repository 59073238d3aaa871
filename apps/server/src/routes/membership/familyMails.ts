/**
 * Issue 33: the mails a family with an account gets as its application moves (the family without one gets its
 * mailed links, guest.ts): the input received, the final check open (and how the code reaches them), and the
 * application complete (with the printable form's page). Japanese, as the other mails of the portal.
 */
type Common = { to: string; guardianName: string; classroomName: string; subscriptionCode: string; origin: string };

const greeting = (c: Common) => [`${c.guardianName} 様`, '', `${c.classroomName}です。`];
const footer = ['', 'お心当たりのない場合は、このメールを破棄してください。'];

export function inputReceivedMail(c: Common) {
  return {
    to: c.to,
    subject: '【まなびポータル】入会お申し込みの入力を受け付けました',
    text: [
      ...greeting(c),
      '入会お申し込みの入力を受け付けました。ありがとうございます。',
      `受付番号：${c.subscriptionCode}`,
      '',
      '教室で内容を確認したあと、最終確認のご案内をメールでお送りします。',
      ...footer,
    ].join('\n'),
  };
}

export function finalCheckMail(c: Common) {
  return {
    to: c.to,
    subject: '【まなびポータル】入会お申し込みの最終確認をお願いします',
    text: [
      ...greeting(c),
      '入会お申し込みの内容を確認しました。最終確認（確認事項へのご回答、認証コードの入力、署名）をお願いします。',
      `受付番号：${c.subscriptionCode}`,
      '',
      'マイページにログインし、「オンライン入会申し込み」から最終確認へお進みください。',
      `${c.origin}/online_apply/list`,
      '',
      '認証コード（4桁）は、教室からお電話または教室で直接お伝えします。メールではお送りしません。',
      'お手元に届いていない場合や、入力を5回まちがえてロックされた場合は、教室にお問い合わせください。新しい認証コードをお伝えします。',
      ...footer,
    ].join('\n'),
  };
}

export function completedMail(c: Common) {
  return {
    to: c.to,
    subject: '【まなびポータル】入会お申し込みが完了しました',
    text: [
      ...greeting(c),
      '入会のお申し込みが完了しました。ありがとうございました。',
      `受付番号：${c.subscriptionCode}`,
      '',
      'お申し込みの内容と入会申込書（印刷・PDF）は、マイページにログインして次のページからご覧いただけます。',
      `${c.origin}/apply/print`,
      ...footer,
    ].join('\n'),
  };
}
