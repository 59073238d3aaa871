// The portal's one i18next instance: Japanese first, English second (ADR 025). Screens read copy with
// `useTranslation()` and `t($ => $.area.key)`; code outside React (route titles, menus) uses `i18n.t`
// at call time, so a language switch reaches it on the next render.

import { ja } from '@portal/messages/ja';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

export const languages = ['ja', 'en'] as const;
export type Language = (typeof languages)[number];

/** Where the chosen language is kept: a device preference, so it outlives sign-out. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

void i18n
  .use(LanguageDetector)
  // Japanese is in the first script; English, read by few, loads when chosen (issue 18: the home page's JS).
  .use(resourcesToBackend(async () => (await import('@portal/messages/en')).en))
  .use(initReactI18next)
  .init({
    resources: { ja: { translation: ja } },
    partialBundledLanguages: true,
    // Japanese unless the guardian chose otherwise on this device: the browser's language does not decide.
    fallbackLng: 'ja',
    supportedLngs: languages,
    load: 'languageOnly',
    // Also kept in a cookie, which tells the server which language to draw the first page in (ADR 036).
    detection: {
      order: ['localStorage', 'cookie'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      lookupCookie: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage', 'cookie'],
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    enableSelector: true,
    // Keys are the selector's property paths, never natural-language text nor "ns:key": said explicitly,
    // i18next skips testing every key for both (issue 18: ~10 ms of a phone's first render).
    keySeparator: '.',
    nsSeparator: false,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  });

const syncDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
syncDocumentLanguage(i18n.resolvedLanguage ?? 'ja');
i18n.on('languageChanged', syncDocumentLanguage);

/** Resolves once the catalogue of the language on screen is loaded (English comes in its own chunk). */
export const i18nReady: Promise<unknown> = i18n.hasResourceBundle(i18n.language, 'translation')
  ? Promise.resolve()
  : i18n.loadLanguages(i18n.language);

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'ja';
}

export { i18n };
