import { createContext, type ReactNode, useContext } from 'react';
import type { UiTexts } from './UiTexts';

const UiTextsContext = createContext<UiTexts | null>(null);

/**
 * The kit's own words (button words, aria-labels, status words), given once at the app's root from the
 * message catalogue (`@portal/messages`, section `ui`), as react-aria's and Spectrum's providers do. The kit
 * has no language of its own (ADR 026).
 */
export function UiTextsProvider({ texts, children }: { texts: UiTexts; children?: ReactNode }) {
  return <UiTextsContext.Provider value={texts}>{children}</UiTextsContext.Provider>;
}

/** The kit's words; a component without a `UiTextsProvider` above it fails loudly rather than guess a language. */
export function useUiTexts(): UiTexts {
  const texts = useContext(UiTextsContext);
  if (!texts)
    throw new Error(
      '@portal/ui: no UiTextsProvider above this component. Wrap the app (or the story/test) in ' +
        '<UiTextsProvider texts={...}> with the `ui` section of @portal/messages.',
    );
  return texts;
}

/** Fills i18next-style `{{name}}` placeholders, so the catalogue's texts keep one syntax in every package. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/**
 * `fill` for text on screen: the pieces and values as separate children, so each value stays its own text node
 * as in hand-written JSX (「{date}（{weekday}）」); one joined string can be shaped a pixel differently.
 */
export function fillParts(template: string, values: Record<string, string | number>): (string | number)[] {
  return template
    .split(/({{\s*\w+\s*}})/)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const name = /^{{\s*(\w+)\s*}}$/.exec(piece)?.[1];
      return name !== undefined && name in values ? (values[name] as string | number) : piece;
    });
}
