import { mswOptions, resetMockState } from '@portal/api-client/mocks';
import { type ThemeName, themeClasses, themeNames } from '@portal/ui/styles';
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { addons } from 'storybook/preview-api';
import { FORM_DRAFT_OWNER, formDrafts } from '../apps/portal/src/forms/drafts';
import { i18n, type Language, languages, loadCatalogueArea } from '../apps/portal/src/i18n';
// After the styles above: the kit's components (and their CSS) load only after its tokens and sprinkles,
// so their order in the page stays as in the portal.
import { PortalUiTexts } from '../apps/portal/src/i18n/PortalUiTexts';

// Set by vitest.config.ts for the story tests only (STORY_LANGUAGE, STORY_VIEWPORT); absent in Storybook itself.
declare const __STORY_LANGUAGE__: string | undefined;
declare const __STORY_VIEWPORT__: string | undefined;
const testLanguage = typeof __STORY_LANGUAGE__ === 'string' ? __STORY_LANGUAGE__ : '';
const testViewport = typeof __STORY_VIEWPORT__ === 'string' ? __STORY_VIEWPORT__ : '';

const themeTitles: Record<ThemeName, string> = { light: 'ライト', dark: 'ダーク' };

// MDX pages run no decorator: they read the toolbar's theme from here (packages/ui/src/foundations/DocsTheme.tsx).
const shareTheme = ({ globals }: { globals?: Record<string, unknown> }) => {
  const theme = themeNames.find((name) => name === globals?.theme) ?? 'light';
  if (document.documentElement.dataset.storybookTheme === theme) return;
  document.documentElement.dataset.storybookTheme = theme;
  window.dispatchEvent(new Event('storybook-theme'));
};
try {
  const channel = addons.getChannel();
  channel.on('setGlobals', shareTheme);
  channel.on('globalsUpdated', shareTheme);
} catch {
  // No channel outside Storybook's own preview (the Vitest run composes stories without one).
}

// In a story the class goes on <html>, so dialogs and toasts rendered in portals take the theme too.
// A docs page shows many stories at once, so there each story gets its own themed wrapper instead.
const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = themeNames.includes(context.globals.theme) ? context.globals.theme : 'light';
  if (context.viewMode === 'docs') {
    return (
      <div className={themeClasses[theme]}>
        <Story />
      </div>
    );
  }
  const root = document.documentElement;
  root.classList.remove(...Object.values(themeClasses));
  root.classList.add(themeClasses[theme]);
  return <Story />;
};

// Screens read the portal's catalogue: the toolbar shows a story in either language (Japanese unless chosen).
const withLanguage: Decorator = (Story, context) => {
  const language: Language = languages.includes(context.globals.language) ? context.globals.language : 'ja';
  if (i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
  // The kit's own words (ADR 026) come from the same catalogue in the same language, as in the portal.
  return (
    <PortalUiTexts>
      <Story />
    </PortalUiTexts>
  );
};

// Shown above every story and docs page when MSW cannot run (ADR 050). Outside React, so no story can hide it.
function showNoMocksBanner() {
  if (document.getElementById('no-mocks-banner')) return;
  const banner = document.createElement('div');
  banner.id = 'no-mocks-banner';
  banner.setAttribute('role', 'alert');
  banner.style.cssText =
    'position:sticky;top:0;z-index:2147483647;padding:12px 16px;background:#8a1c1c;color:#fff;font:14px/1.6 sans-serif';
  banner.textContent = [
    'モック（MSW）が動いていません：このページは HTTPS でも localhost でもないため、Service Worker を使えません。画面のストーリーは実際のサーバーに問い合わせ、サインイン画面や実在のデータが表示されることがあります。HTTPS か localhost で開いてください。',
    'Mocks are off: service workers need HTTPS or localhost. Screen stories are talking to the real server; open this Storybook over HTTPS or on localhost.',
  ].join('\n');
  document.body.prepend(banner);
}

// A docs page shows some stories (Dialog, Toast) each in a frame of its own (id "iframe--<story id>"). Their play
// functions move focus inside that frame, and a focus or scrollIntoView in a frame scrolls the docs page around it:
// the page jumped thousands of pixels on load (issue 36). In such a frame they scroll nothing outside it.
if (typeof window !== 'undefined' && window.frameElement?.id.startsWith('iframe--')) {
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusInFrame(options?: FocusOptions) {
    focus.call(this, { ...options, preventScroll: true });
  };
  Element.prototype.scrollIntoView = () => undefined;
}

const preview: Preview = {
  // Unhandled requests fail the story, so a screen never silently renders without its data.
  loaders: [
    // English loads in its own chunk (as in the portal): switch before the story renders, not during it.
    async ({ globals }) => {
      const language: Language = languages.includes(globals.language) ? globals.language : 'ja';
      if (i18n.resolvedLanguage !== language) await i18n.changeLanguage(language);
      // A story draws a screen without its route: every area of the catalogue is in (issue 35).
      await Promise.all([loadCatalogueArea('staff'), loadCatalogueArea('server')]);
      // The kit's words in this language, for play functions (packages/ui/src/texts/storyTexts.ts).
      return { uiTexts: i18n.getResource(language, 'translation', 'ui') };
    },
    mswLoader(async () => {
      // Service workers need a secure context (HTTPS or localhost): on plain HTTP elsewhere there are no mocks, and
      // the screens would ask the real server (its sign-in, a real family's data). Say so on every story instead.
      if (!window.isSecureContext || !('serviceWorker' in navigator)) {
        showNoMocksBanner();
        // The addon resets and uses handlers on whatever this returns.
        return { resetHandlers: () => undefined, use: () => undefined } as unknown as ReturnType<typeof setupWorker>;
      }
      const worker = setupWorker();
      // The worker script sits beside iframe.html, also when the server serves the build at /storybook/.
      const url = '__vitest_browser__' in globalThis ? '/mockServiceWorker.js' : 'mockServiceWorker.js';
      await worker.start({ ...mswOptions, quiet: true, serviceWorker: { url } });
      return worker;
    }),
  ],
  // Each story starts from the mocks' first state, whatever ran before it on the page. In the Vitest run,
  // .storybook/vitest.setup.ts prepares the page for stories tagged 'visual' (reduced motion).
  beforeEach: async ({ tags }) => {
    resetMockState();
    // Each story is a tab of its own: a draft a story writes belongs to whoever its mocks sign in, not to the
    // account a previous story claimed the tab's drafts for (issue 30 item 4's owner check would drop it).
    sessionStorage.removeItem(FORM_DRAFT_OWNER);
    // Nor does it find the words a previous story typed (a chat room's composer keeps its draft, issue 30).
    formDrafts.clearAll(sessionStorage);
    await (globalThis as { prepareVisualStory?: (tags: string[]) => Promise<void> }).prepareVisualStory?.(tags);
  },
  decorators: [withTheme, withLanguage],
  globalTypes: {
    theme: {
      description: 'テーマ',
      toolbar: {
        title: 'テーマ',
        icon: 'contrast',
        items: themeNames.map((value) => ({ value, title: themeTitles[value] })),
        dynamicTitle: true,
      },
    },
    language: {
      description: '表示言語',
      toolbar: {
        title: '表示言語',
        icon: 'globe',
        items: languages.map((value) => ({ value, title: i18n.t(($) => $.shell.languages[value]) })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
    language: languages.find((language) => language === testLanguage) ?? 'ja',
    // A story that names its own viewport keeps it; the others run at the width asked for.
    ...(testViewport ? { viewport: { value: testViewport } } : {}),
  },
  parameters: {
    layout: 'padded',
    // Stories are tests: any axe violation fails the story in the Vitest run.
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: {
        phone: { name: 'スマートフォン (375px)', styles: { width: '375px', height: '812px' } },
        // The product's breakpoints (Foundations/Breakpoints): at 768 the calendar, columns and chat leave their phone
        // layout; from 869 the sidebar shows.
        tablet: { name: 'タブレット (768px)', styles: { width: '768px', height: '1024px' } },
        sidebar: { name: 'サイドバー表示 (869px)', styles: { width: '869px', height: '1024px' } },
        desktop: { name: 'デスクトップ (1280px)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  tags: ['autodocs'],
};
export default preview;
