import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ja } from './ja';
import { absence } from './ja/absence';
import { account } from './ja/account';
import { installable } from './ja/installable';
import { invitation } from './ja/invitation';
import { labels } from './ja/labels';
import { portal } from './ja/portal';
import { push } from './ja/push';
import { server } from './ja/server';
import { staffApplications } from './ja/staffApplications';
import { staffContent } from './ja/staffContent';
import { staffFrame } from './ja/staffFrame';
import { staffLessons } from './ja/staffLessons';
import { staffNews } from './ja/staffNews';
import { staffTeam } from './ja/staffTeam';
import { ui } from './ja/ui';
import { validation } from './ja/validation';

type Tree = { [key: string]: string | readonly string[] | Tree };

/** Every text of a catalogue by its dotted key (array items as key.0, key.1, …). */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) out.set(`${path}.${i}`, item);
    } else for (const [k, v] of flatten(value as Tree, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('the message catalogue', () => {
  const jaTexts = flatten(ja);
  const enTexts = flatten(en);

  it('has the same keys in Japanese and English, arrays of the same length included', () => {
    expect([...enTexts.keys()].sort()).toEqual([...jaTexts.keys()].sort());
  });

  it('has no empty text', () => {
    for (const [key, text] of [...jaTexts, ...enTexts]) expect(text.trim(), key).not.toBe('');
  });

  it('fills the same variables in both languages', () => {
    for (const [key, text] of jaTexts) expect(variables(enTexts.get(key) ?? ''), key).toEqual(variables(text));
  });

  it('keeps Japanese out of the English catalogue, except where a language or address names itself', () => {
    const japanese = /[\u3040-\u30ff\u4e00-\u9faf]/;
    const allowed = new Set(['shell.languages.ja']);
    for (const [key, text] of enTexts)
      if (!allowed.has(key)) expect(japanese.test(text), `${key}: ${text}`).toBe(false);
  });

  it('speaks the terms of COPY.md in Japanese: none of its "Avoid" words, no child named さま (issue 31 item 33)', () => {
    const avoid = [
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
      /仮会員/,
      /取得/,
      /お申し込みます/,
      /個別相談会/,
      /お客さま/,
      /ご職業/,
    ];
    for (const [key, text] of jaTexts) for (const word of avoid) expect(text, key).not.toMatch(word);
    // A child is {{name}}さん; only the guardian, addressed, is さま.
    for (const [key, text] of jaTexts) if (/}}さま/.test(text)) expect(key, text).toMatch(/greeting|guardian/i);
  });

  it('writes English times with a hyphen, never 〜, and names a menu item as its page title (issue 31 item 34)', () => {
    for (const [key, text] of enTexts) expect(text, key).not.toMatch(/〜/);
    expect(en.menu.items.childPosts).toBe(en.lessonRecords.ownTitle);
    expect(ja.menu.items.childPosts).toBe(ja.lessonRecords.ownTitle);
  });

  it('joins sections that share no top-level key (a spread would silently drop one)', () => {
    const keys = [
      portal,
      validation,
      labels,
      server,
      account,
      invitation,
      installable,
      staffTeam,
      staffNews,
      staffLessons,
      staffContent,
      staffApplications,
      staffFrame,
      absence,
      push,
      { ui },
    ].flatMap((section) => Object.keys(section));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(ja)).toHaveLength(keys.length);
  });
});
