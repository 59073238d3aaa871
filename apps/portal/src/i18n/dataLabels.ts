import { labels } from '@portal/messages/ja/labels';
import { i18n } from './index';

type StringT = (key: string) => string;
type Lists = typeof labels.labels;

/**
 * A word the server sends as Japanese data (an information label, a child's gender or school year) in the
 * language on screen (issue 31 item 34): one the catalogue's list knows is worded from it, another passes as it came.
 */
function fromList(list: keyof Lists, name: string, t: unknown): string {
  const key = Object.entries(labels.labels[list] as Record<string, unknown>).find(([, text]) => text === name)?.[0];
  return key ? (t as StringT)(`labels.${list}.${key}`) : name;
}

const currentT = () => i18n.t.bind(i18n);

/** An information label (ご案内, イベント …: data the provider names). */
export const informationLabelName = (name: string, t: unknown = currentT()) => fromList('informationLabels', name, t);

/** A child's gender as the profile answer names it (男性, 女性). */
export const genderName = (name: string, t: unknown = currentT()) => fromList('genders', name, t);

/** A child's school year as the profile answer names it (小学1年生 …). */
export const schoolGradeName = (name: string, t: unknown = currentT()) => fromList('schoolGrades', name, t);

/**
 * A fee line's name as the classroom bills it (入会金, 月謝（12月分）…): the catalogue's words for a known name, with
 * its month in the language on screen; a name it does not know passes as it came.
 */
export function costLineName(name: string, t: unknown = currentT()): string {
  if (i18n.resolvedLanguage !== 'en') return name;
  const [, base = name, month] = /^(.*?)（(\d{1,2})月分）$/.exec(name) ?? [];
  const key = Object.entries(labels.labels.costNames).find(([, text]) => text === base)?.[0];
  if (!key) return name;
  const worded = (t as StringT)(`labels.costNames.${key}`);
  if (!month) return worded;
  const monthName = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, Number(month) - 1, 1)),
  );
  return (t as (key: string, params: object) => string)('labels.costMonth', { name: worded, month: monthName });
}

/** A day of a course's videos as the server names it (1日目): 「Day 1」 on an English screen. */
export function subjectName(name: string, t: unknown = currentT()): string {
  const day = /^(\d+)日目$/.exec(name)?.[1];
  return day ? (t as (key: string, params: object) => string)('labels.dayN', { n: Number(day) }) : name;
}
