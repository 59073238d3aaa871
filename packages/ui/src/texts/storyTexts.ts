import type { UiTexts } from './UiTexts';

/**
 * The kit's words in the story's language, for play functions: the preview's loader (.storybook/preview.tsx) puts
 * the catalogue's `ui` section in `loaded.uiTexts`, so a story finds its controls by the words a reader sees in
 * Japanese and in English alike (issue 36).
 */
export const uiTextsOf = ({ loaded }: { loaded: Record<string, unknown> }) => loaded.uiTexts as UiTexts;

/** A catalogue word inside a pattern (English words carry parentheses): `new RegExp(`^${escapeRegExp(word)}$`)`. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
