import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from '../vars.css';
import { lightTokens } from './light.css';

export const darkThemeClass = 'theme-dark';

/**
 * A dark theme that proves the contract: only values change, components stay untouched. Colours
 * keep AA contrast: light text on dark surfaces, and dark text (`textOnTone`, `onBrand`) on the
 * lighter tone, brand and course colours.
 */
export const darkTokens = {
  ...lightTokens,
  color: {
    brand: '#6cb6ff',
    brandStrong: '#a5d2ff',
    brandSubtle: '#13273d',
    onBrand: '#0d1117',
    text: '#e6edf3',
    textMuted: '#a4afbb',
    textOnTone: '#0d1117',
    link: '#79bbff',
    surface: '#0d1117',
    surfaceRaised: '#161b22',
    surfaceSunken: '#1f262e',
    overlay: 'rgba(0, 0, 0, 0.72)',
    border: '#3d444d',
    borderStrong: '#8b949e',
    focus: '#ffa657',
    disabled: '#8b949e',
    sunday: '#ff8e86',
    saturday: '#79c0ff',
  },
  tone: {
    critical: '#ff8e86',
    criticalSubtle: '#3a1719',
    positive: '#5bd26d',
    positiveSubtle: '#11301a',
    caution: '#e3b341',
    cautionSubtle: '#33290c',
    info: '#6cb6ff',
    infoSubtle: '#13273d',
    neutral: '#a4afbb',
    neutralSubtle: '#262c34',
  },
  course: {
    pink: '#f78ac4',
    orange: '#ffa657',
    green: '#5bd26d',
    blue: '#6cb6ff',
    lightBlue: '#76e3ea',
    other: '#a4afbb',
  },
  kid: { c1: '#6cb6ff', c2: '#f78ac4', c3: '#5bd26d', c4: '#d2a8ff' },
  elevation: {
    none: 'none',
    raised: '0 1px 3px rgba(0, 0, 0, 0.6)',
    overlay: '0 12px 32px rgba(0, 0, 0, 0.7)',
  },
};

createGlobalTheme(`.${darkThemeClass}`, vars, darkTokens);

// The theme class paints its own ground, so a dark page has no white gaps around content.
globalStyle(`.${darkThemeClass}`, { colorScheme: 'dark', background: vars.color.surface, color: vars.color.text });
