import { en, ja, translator } from '@portal/messages';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_ITEM_LABELS, ON_LEAVE_MESSAGE } from '../assessment/items';
import { NO_ATTENDANCE_MESSAGE } from '../attendance/attendance';
import { ATTACHMENT_NOT_ALLOWED_MESSAGE } from '../chat/attachments';
import { CHAT_MESSAGES, inviteErrorMessage } from '../chat/chat';
import { consentLoadError, consentRejectedMessage, consentSubmitError } from '../consent/consent';
import { columnEmptyMessage } from '../home/home';
import { LMS_MESSAGES, raPeriodLabel, VIDEO_NOT_FOUND } from '../lms/lms';
import { applicationStatusLabel } from '../membership/membership';
import { DATE_TO_BE_DECIDED, trialBadge } from '../trial/trial';
import { FIELD_CODES, messageCode, parseMessageCode, wordMessage } from '../validation/codes';
import { codes } from '../validation/rules';
import { createMembershipInputSchema } from './application';
import { consultationFormSchema } from './booking';
import { FINAL_CONFIRMATION_ERRORS } from './finalConfirmation';
import { createProfileSchema, PARENT_COMMENT_TOO_LONG, PROFILE_IMAGE_CODES } from './portal';

const today = new Date('2026-11-21T03:00:00Z');
const messagesOf = (r: { error?: { issues: { message: string }[] } }) => (r.error?.issues ?? []).map((i) => i.message);
const inJapanese = (message: string) => wordMessage(message, translator(ja));
const inEnglish = (message: string) => wordMessage(message, translator(en));

// Issue 19 item 24 / COPY.md: an error says what to do and names the field as the screen labels it.
describe('form messages', () => {
  const empty = [
    messagesOf(createMembershipInputSchema(today).safeParse({ kidForm: {}, guardianForm: {} })),
    messagesOf(consultationFormSchema.safeParse({ kids: [{}] })),
    messagesOf(createProfileSchema(today).safeParse({})),
  ];

  it('are codes, each worded by the catalogue in Japanese and in English', () => {
    for (const message of empty.flat()) {
      expect(parseMessageCode(message), message).not.toBeNull();
      expect(inJapanese(message), message).not.toMatch(/^[a-z]+\./);
      expect(inJapanese(message)).not.toMatch(/{{/);
      expect(inEnglish(message), message).toMatch(/^[A-Z][^{}]*\.$/);
    }
  });

  it('ask for an action, never state a condition', () => {
    for (const list of empty) {
      expect(list.length).toBeGreaterThan(3);
      for (const message of list.map(inJapanese)) {
        expect(message).toMatch(/(してください|選択してください|同意してください)。$/);
        expect(message).not.toMatch(/されていません/);
      }
    }
  });

  it('never list two identical lines, though child and guardian share field names', () => {
    for (const list of empty) expect(new Set(list.map(inJapanese)).size).toBe(list.length);
    expect(empty[0]).toEqual(
      expect.arrayContaining(['validation.required?field=childLastName', 'validation.required?field=guardianLastName']),
    );
    expect((empty[0] ?? []).map(inJapanese)).toEqual(
      expect.arrayContaining(['お子さまの姓を入力してください。', '保護者の姓を入力してください。']),
    );
  });

  it('name the gender field when nothing is chosen', () => {
    expect(empty[2]).toContain('validation.select?field=gender');
    expect((empty[2] ?? []).map(inJapanese)).toContain('性別を選択してください。');
  });
});

// ADR 027: what each code says in Japanese: the texts the screens and the server showed before codes.
describe('the Japanese wording of each code', () => {
  it.each([
    [codes.required('childLastName'), 'お子さまの姓を入力してください。'],
    [codes.select('emailBackupKind'), 'メールアドレス（予備）の種類を選択してください。'],
    [codes.tooLong('password', 256), 'パスワードは256文字以内で入力してください。'],
    [PARENT_COMMENT_TOO_LONG, 'コメントは149文字以内で入力してください。'],
    [codes.kana('lastNameKana'), 'セイはカタカナで入力してください。'],
    [codes.birthday('childBirthday'), 'お子さまの生年月日は、20年前から今日までの日付を入力してください。'],
    [codes.phone('telBackup'), '電話番号（予備）は0から始まる10桁または11桁の数字を、ハイフンなしで入力してください。'],
    [codes.email('guardianEmail'), '保護者のメールアドレスは name@example.com の形で入力してください。'],
    [codes.postalCode('postalCode'), '郵便番号は7桁の数字で入力してください。'],
    [codes.postalCodeNotFound, 'この郵便番号の住所が見つかりません。郵便番号を確かめて入力してください。'],
    [codes.cityAfterPrefecture, '都道府県に続けて市区町村を入力してください。'],
    [codes.inviteCodeNotFound, 'この紹介コードは見つかりません。コードを確かめて入力してください。'],
    [codes.privacy, '個人情報の取り扱いに同意してください。'],
    [codes.monthInWindow('startMonth'), '開始月（1年前から今月まで）を選択してください。'],
    [codes.endMonthBeforeStart, '終了月は開始月と同じか、それより後の月を選択してください。'],
    [codes.accountEmail, 'ログインにご利用のメールアドレスを入力してください'],
    [codes.select('desiredTime2'), '第2希望の時間帯を選択してください。'],
    [PROFILE_IMAGE_CODES.selectFile, 'ファイルを選択してください'],
    [PROFILE_IMAGE_CODES.type, 'PNGまたはJPEG形式の画像を選択してください'],
    [PROFILE_IMAGE_CODES.tooLarge, '画像のサイズは5MB以内にしてください'],
    [PROFILE_IMAGE_CODES.unreadable, 'この画像は開けませんでした。別のPNGまたはJPEG形式の画像を選択してください。'],
    [FINAL_CONFIRMATION_ERRORS.checklist.title, '入力エラー'],
    [FINAL_CONFIRMATION_ERRORS.code.message, '認証コードが正しくありません。もう一度入力してください。'],
    [FINAL_CONFIRMATION_ERRORS.signature.message, '署名欄に保護者さまのお名前を手書きしてください。'],
    [inviteErrorMessage('error'), '入会手続きが完了していないため、紹介コードを発行できません。'],
    [inviteErrorMessage(null), '紹介コードを発行できませんでした。時間をおいてもう一度お試しください。'],
    [consentLoadError(null), '規約を読み込めませんでした。時間をおいてもう一度お試しください。'],
    [consentRejectedMessage({}), '同意の保存に失敗しました。'],
    [consentSubmitError({}), '同意の保存に失敗しました。もう一度お試しください。'],
    [ASSESSMENT_ITEM_LABELS.canRetake, '再受験可能'],
    [ON_LEAVE_MESSAGE, '休会中はテストを受験できません'],
    [NO_ATTENDANCE_MESSAGE, '出欠情報はありません'],
    [LMS_MESSAGES.noRobotKid, 'ロボット教室を受講しているお子さまがいません'],
    [raPeriodLabel('RA', 'first') ?? '', '1日目 2日目'],
    [applicationStatusLabel(5), '最終確認待ち'],
    [applicationStatusLabel(1), 'その他'],
    [VIDEO_NOT_FOUND, '動画が見つかりません'],
    [CHAT_MESSAGES.deleteConfirm, 'このメッセージを削除してもよろしいですか？'],
    [CHAT_MESSAGES.noClassroom, '在籍している教室がありません'],
    [CHAT_MESSAGES.loadFailed, 'エラーが発生しました'],
    [CHAT_MESSAGES.sendFailed, 'メッセージの送信に失敗しました'],
    [CHAT_MESSAGES.deleteFailed, 'メッセージを削除できませんでした。時間をおいて、もう一度お試しください。'],
    [CHAT_MESSAGES.missingRoom, 'チャットルームが見つかりません'],
    [ATTACHMENT_NOT_ALLOWED_MESSAGE, 'このファイル形式は添付できません。'],
    [trialBadge('CANCEL').labelCode, 'キャンセル'],
    [trialBadge('YOYAKU').labelCode, '予約完了'],
    [trialBadge(null).labelCode, '予約確認中'],
    [DATE_TO_BE_DECIDED, '日程調整中'],
    [columnEmptyMessage(0, 0) ?? '', '受講中のロボット教室コースがありません'],
    [columnEmptyMessage(1, 0) ?? '', '公開中のコラムはありません'],
    [
      messageCode('validation.agreeTo', { terms: '個人情報の取り扱いについて' }),
      '個人情報の取り扱いについてに同意してください。',
    ],
  ])('%s', (code, japanese) => {
    expect(inJapanese(code)).toBe(japanese);
  });

  it('has a catalogue name for every field a message may name', () => {
    for (const field of FIELD_CODES) {
      expect(ja.fields[field], field).toBeTruthy();
      expect(en.fields[field], field).toBeTruthy();
    }
    // Besides the field codes, the child fields of a form with several children (`…Nth`).
    expect(
      Object.keys(ja.fields)
        .filter((key) => !key.endsWith('Nth'))
        .sort(),
    ).toEqual([...FIELD_CODES].sort());
    expect(Object.keys(en.fields).sort()).toEqual(Object.keys(ja.fields).sort());
  });

  // Issue 29: where a form holds several children, the message says which one.
  it('names the child of a booking with several children', () => {
    const r = consultationFormSchema.safeParse({ kids: [{ lastName: '佐藤' }, {}] });
    const words = messagesOf(r).map(inJapanese);
    expect(words).toContain('お子さま（1人目）の名を入力してください。');
    expect(words).toContain('お子さま（2人目）の姓を入力してください。');
    expect(words).toContain('お子さま（2人目）の学年を選択してください。');
    expect(messagesOf(r).map(inEnglish)).toContain("Please enter child 2's surname.");
  });

  it('leaves a text that is no code as it is (a server answer in Japanese)', () => {
    expect(inJapanese('保護者の姓を入力してください。')).toBe('保護者の姓を入力してください。');
    expect(inJapanese('Invalid input')).toBe('Invalid input');
  });

  it('round-trips the values of a code, escaped', () => {
    const code = messageCode('validation.tooLong', { field: 'comment', max: 149, note: 'a&b=c?' });
    expect(parseMessageCode(code)).toEqual({
      key: 'validation.tooLong',
      params: { field: 'comment', max: '149', note: 'a&b=c?' },
    });
    expect(messageCode('validation.privacy')).toBe('validation.privacy');
  });

  it('keeps an unknown key visible rather than blank', () => {
    expect(inJapanese('validation.unknownKey')).toBe('validation.unknownKey');
  });
});
