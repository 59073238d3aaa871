// The portal's one i18next instance: Japanese first, English second (ADR 025). Screens read copy with
// `useTranslation()` and `t($ => $.area.key)`; code outside React (route titles, menus) uses `i18n.t`
// at call time, so a language switch reaches it on the next render.

import { en, ja } from '@portal/messages';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const languages = ['ja', 'en'] as const;
export type Language = (typeof languages)[number];

/** Where the chosen language is kept: a device preference, so it outlives sign-out. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

export const resources = { ja: { translation: ja }, en: { translation: en } } as const;

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    // Japanese unless the guardian chose otherwise on this device: the browser's language does not decide.
    fallbackLng: 'ja',
    supportedLngs: languages,
    load: 'languageOnly',
    detection: { order: ['localStorage'], lookupLocalStorage: LANGUAGE_STORAGE_KEY, caches: ['localStorage'] },
    enableSelector: true,
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

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'ja';
}

export { i18n };
