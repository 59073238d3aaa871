import { mswOptions, resetMockState } from '@portal/api-client/mocks';
import { type ThemeName, themeClasses, themeNames } from '@portal/ui/styles';
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';

const themeTitles: Record<ThemeName, string> = { light: 'ライト', dark: 'ダーク' };

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

const preview: Preview = {
  // Unhandled requests fail the story, so a screen never silently renders without its data.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ ...mswOptions, quiet: true });
      return worker;
    }),
  ],
  // Each story starts from the mocks' first state, whatever ran before it on the page.
  beforeEach: () => resetMockState(),
  decorators: [withTheme],
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
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // Stories are tests: any axe violation fails the story in the Vitest run.
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: {
        phone: { name: 'スマートフォン (375px)', styles: { width: '375px', height: '812px' } },
        desktop: { name: 'デスクトップ (1280px)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  tags: ['autodocs'],
};
export default preview;
