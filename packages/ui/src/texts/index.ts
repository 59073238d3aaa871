export type { UiTexts } from './UiTexts';
export { fill, fillParts, UiTextsProvider, useUiTexts } from './UiTextsProvider';
