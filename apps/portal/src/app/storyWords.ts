import type { DateLocale } from '@portal/domain';
import { i18n } from '../i18n';

/**
 * The catalogue's words in the story's language, for screens' play functions: the preview's loader switches
 * i18next to the toolbar's language (or STORY_LANGUAGE in the story tests) before the story renders, so a play
 * function finds the screen's controls by the words a reader sees in Japanese and in English alike (issue 36).
 * The mocks' own data (names, titles, classrooms) are the same in either language.
 */
export const t = i18n.t;

/** The date form of the story's language, for `formatDate` and the domain's date words. */
export const storyLocale = (): DateLocale => (i18n.resolvedLanguage === 'en' ? 'en' : 'ja');

/** A catalogue word as part of a pattern (English words carry parentheses and dots). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches text that contains `text` (a word the screen puts inside a longer line). */
export const containing = (text: string) => new RegExp(escapeRegExp(text));
