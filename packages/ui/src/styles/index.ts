import './themes/light.css';
import './themes/dark.css';

import { darkThemeClass } from './themes/dark.css';
import { lightThemeClass } from './themes/light.css';

export { breakpoints, media } from './breakpoints';
export { type Space, type Sprinkles, sprinkles } from './sprinkles.css';
export {
  type SurfaceVariants,
  surface,
  surfaceBody,
  surfaceFact,
  surfaceFacts,
  surfaceFactTerm,
  surfaceFactValue,
  surfaceHeader,
  surfaceList,
  surfaceTitle,
  surfaceVariants,
} from './surface.css';
export { darkThemeClass, darkTokens } from './themes/dark.css';
export { lightThemeClass, lightTokens } from './themes/light.css';
export { timings } from './timings';
export { busyWhileLoading, focusRing, visuallyHidden } from './utils.css';
export { vars } from './vars.css';

/** Every theme by name; put the class on `html` (or any element) to switch the tokens under it. */
export const themeClasses = { light: lightThemeClass, dark: darkThemeClass } as const;
export type ThemeName = keyof typeof themeClasses;
export const themeNames = Object.keys(themeClasses) as ThemeName[];
