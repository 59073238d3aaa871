// The installable portal's build-time parts (issue 34, ADR 053): the web app manifest and the offline page, both
// worded from the message catalogue and coloured from the design tokens, so neither repeats a word or a colour.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
// The catalogue's own section files (no imports of their own), not its index: the config loads without bundling the
// whole catalogue.
import { installable as en } from '../../packages/messages/src/en/installable';
import { installable as ja } from '../../packages/messages/src/ja/installable';

/** A colour of the light theme (packages/ui), read from its source: the theme file itself runs only in a style build. */
function tokenColour(name: string): string {
  const file = fileURLToPath(new URL('../../packages/ui/src/styles/themes/light.css.ts', import.meta.url));
  const colour = new RegExp(`\\b${name}: '(#[0-9a-fA-F]{6})'`).exec(readFileSync(file, 'utf8'))?.[1];
  if (!colour) throw new Error(`The light theme has no colour ${name}`);
  return colour;
}

export const themeColour = tokenColour('brand');
const background = tokenColour('surface');
const text = tokenColour('text');
const muted = tokenColour('textMuted');

export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: ja.installable.appName,
  short_name: ja.installable.appShortName,
  description: ja.installable.appDescription,
  lang: 'ja',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: themeColour,
  background_color: background,
  // Drawn from public/favicon.svg by scripts/pwa-icons.ts.
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

const htmlText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The page the service worker answers with when a page cannot be fetched: Japanese first, English under it, and a
 * button that loads the page again. Its style is inline; its one line of script is `offline.js` (the server's CSP
 * allows no inline script), precached with it.
 */
function offlinePage(): string {
  const words = (lang: 'ja' | 'en') => (lang === 'ja' ? ja : en).installable;
  return `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${themeColour}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${htmlText(words('ja').offlinePageTitle)}</title>
    <style>
      body { margin: 0; font-family: system-ui, -apple-system, 'Hiragino Sans', 'Noto Sans JP', sans-serif; color: ${text}; background: ${background}; line-height: 1.7; }
      main { max-width: 32rem; margin: 0 auto; padding: 64px 24px; }
      img { display: block; width: 56px; height: 56px; margin-bottom: 24px; }
      h1 { font-size: 1.375rem; margin: 0 0 8px; }
      p { margin: 0 0 24px; }
      .en { color: ${muted}; font-size: 0.875rem; border-top: 1px solid ${muted}33; padding-top: 16px; margin-top: 32px; }
      .en h2 { font-size: 1rem; margin: 0 0 4px; }
      .en p { margin: 0; }
      button { font: inherit; font-weight: 600; color: #fff; background: ${themeColour}; border: 0; border-radius: 8px; min-height: 44px; padding: 8px 24px; cursor: pointer; }
      button:focus-visible { outline: 3px solid ${tokenColour('focus')}; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <img src="/icons/icon-192.png" alt="" />
      <h1>${htmlText(words('ja').offlineTitle)}</h1>
      <p>${htmlText(words('ja').offlineLead)}</p>
      <button type="button" id="reload">${htmlText(words('ja').offlineReload)}</button>
      <section class="en" lang="en">
        <h2>${htmlText(words('en').offlineTitle)}</h2>
        <p>${htmlText(words('en').offlineLead)}</p>
      </section>
    </main>
    <script src="/offline.js"></script>
  </body>
</html>
`;
}

/** index.html's theme colour and home-screen icon (iOS reads no manifest icon), and the offline page in the build. */
export function installablePage(): Plugin {
  return {
    name: 'portal-installable-page',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: themeColour }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }, injectTo: 'head' },
    ],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePage() });
      this.emitFile({
        type: 'asset',
        fileName: 'offline.js',
        source: "document.getElementById('reload').addEventListener('click', () => location.reload());\n",
      });
    },
  };
}
