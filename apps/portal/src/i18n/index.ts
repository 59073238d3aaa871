// The portal's one i18next instance: Japanese first, English second (ADR 025). Screens read copy with
// `useTranslation()` and `t($ => $.area.key)`; code outside React (route titles, menus) uses `i18n.t`
// at call time, so a language switch reaches it on the next render.

import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { type CatalogueArea, catalogueAreas, firstCatalogue } from './catalogue';

export const languages = ['ja', 'en'] as const;
export type Language = (typeof languages)[number];

/** Where the chosen language is kept: a device preference, so it outlives sign-out. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

/**
 * The language this device chose, read once. (i18next's browser detector wrote a test key and the language to
 * local storage on every load, each a wait on the browser's storage: ~30 ms of a phone's first render.)
 */
function chosenLanguage(): Language | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return languages.find((language) => language === stored);
  } catch {
    return undefined; // storage refused (private browsing): Japanese
  }
}

void i18n
  // Japanese is in the first script; English, read by few, loads when chosen (issue 18: the home page's JS).
  .use(resourcesToBackend(async () => (await import('@portal/messages/en')).en))
  .use(initReactI18next)
  .init({
    // The rest of Japanese comes by area with the pages that word it (catalogue.ts, issue 35).
    // (A copy: areas are merged into it, and the first script's own list stays as it is.)
    resources: { ja: { translation: { ...firstCatalogue } } },
    partialBundledLanguages: true,
    // Japanese unless the guardian chose otherwise on this device: the browser's language does not decide.
    fallbackLng: 'ja',
    supportedLngs: languages,
    load: 'languageOnly',
    lng: chosenLanguage() ?? 'ja',
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

/**
 * The server draws the first page in Japanese only (ADR 036): a device set to another language says so in a
 * cookie of the same name. Written when the language changes, and at load only when it is not Japanese: each
 * write (and read) of `document.cookie` waits on the browser's cookie store, ~10 ms of a phone's first render.
 */
const rememberForServer = (language: string) => {
  if (typeof document !== 'undefined')
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and value; the Cookie Store API is not in every browser the portal serves.
    document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
};
if (i18n.language !== 'ja') rememberForServer(i18n.language);
// A choice is kept on this device, for the browser and for the server.
i18n.on('languageChanged', (language) => {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembering is acceptable when storage is refused.
  }
  rememberForServer(language);
});

const areasLoading = new Map<CatalogueArea, Promise<void>>();

/**
 * Resolves once an area of the Japanese catalogue is in (catalogue.ts): a route whose pages word it waits for it
 * before they draw, so a page never shows a key. Loaded once; a failed load is tried again by the next caller.
 */
export function loadCatalogueArea(area: CatalogueArea): Promise<void> {
  let loading = areasLoading.get(area);
  if (!loading) {
    loading = catalogueAreas[area]().then(
      (texts) => {
        i18n.addResourceBundle('ja', 'translation', texts, true, false);
      },
      (error: unknown) => {
        areasLoading.delete(area);
        throw error;
      },
    );
    areasLoading.set(area, loading);
  }
  return loading;
}

/**
 * Resolves once the catalogue of the language on screen is loaded (English comes in its own chunk). The server
 * draws any page, so it has every area of Japanese first.
 */
export const i18nReady: Promise<unknown> = Promise.all([
  i18n.hasResourceBundle(i18n.language, 'translation') ? undefined : i18n.loadLanguages(i18n.language),
  ...(import.meta.env.SSR
    ? (Object.keys(catalogueAreas) as CatalogueArea[]).map((area) => loadCatalogueArea(area))
    : []),
]);

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'ja';
}

export { i18n };
