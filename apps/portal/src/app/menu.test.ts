import { describe, expect, it } from 'vitest';
import { hasChat, menuFor, privacyPathFor } from './menu';

const labels = (role: 6 | 7 | 8) => menuFor(role).flatMap((group) => group.items.map((item) => item.label));

describe('menuFor', () => {
  it('gives role 6 the four groups of the full menu', () => {
    expect(menuFor(6).map((group) => group.label)).toEqual([
      '教室メニュー',
      'お子さまメニュー',
      'その他',
      '入会をご検討中の方',
    ]);
    expect(labels(6)).toContain('教室からのお知らせ');
    expect(labels(6)).toContain('教室へのチャット');
  });

  it('limits role 7 to information, trial lessons, documents, contact and FAQ', () => {
    expect(labels(7)).toEqual(['インフォメーション', '体験授業', '関連資料', 'お問い合わせ', 'よくある質問']);
  });

  it('limits role 8 to attendance, child posts, trial, online application, documents and contact', () => {
    expect(labels(8)).toEqual([
      '受講履歴',
      'わが子の投稿',
      '体験授業',
      'オンライン入会申し込み',
      '関連資料',
      'お問い合わせ',
    ]);
  });

  it('says which roles have the classroom chat, as their menus do', () => {
    expect([6, 7, 8].map((role) => hasChat(role as 6 | 7 | 8))).toEqual([true, false, false]);
  });

  it('marks every link to another site as external and keeps in-app links relative', () => {
    for (const role of [6, 7, 8] as const) {
      for (const item of menuFor(role).flatMap((group) => group.items)) {
        expect(item.external === true).toBe(/^https?:/.test(item.href));
      }
    }
  });
});

describe('privacyPathFor', () => {
  it('shows prospective members the temporary notice', () => {
    expect(privacyPathFor(7)).toBe('/privacy/temp');
    expect(privacyPathFor(6)).toBe('/privacy/main');
    expect(privacyPathFor(undefined)).toBe('/privacy/main');
  });
});
