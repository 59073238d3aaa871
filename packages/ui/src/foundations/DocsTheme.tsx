import { type ReactNode, useSyncExternalStore } from 'react';
import { type ThemeName, themeClasses, themeNames } from '../styles';

// The preview (.storybook/preview.tsx) writes the toolbar's theme to <html data-storybook-theme> and fires this
// event; an MDX page runs no decorator, so this is how its samples follow the theme switch (issue 36).
const themeEvent = 'storybook-theme';

const subscribe = (onChange: () => void) => {
  window.addEventListener(themeEvent, onChange);
  return () => window.removeEventListener(themeEvent, onChange);
};
const current = (): ThemeName => {
  const theme = document.documentElement.dataset.storybookTheme as ThemeName | undefined;
  return theme && themeNames.includes(theme) ? theme : 'light';
};

/** Token samples on an MDX page, in the theme chosen in Storybook's toolbar. */
export function DocsTheme({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, current, () => 'light' as const);
  return (
    <div className={themeClasses[theme]} data-theme={theme} style={{ padding: 16, borderRadius: 8 }}>
      {children}
    </div>
  );
}
