import type { Catalogue, ja } from '@portal/messages';
import { type UiTexts, UiTextsProvider } from '@portal/ui';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// The catalogue's `ui` section must give every word the kit asks for: a missing or renamed key fails the
// build here (ui itself knows nothing of the catalogue or of i18next, ADR 026).
const agrees = (texts: Catalogue<typeof ja.ui>): UiTexts => texts;
void agrees;

/** The kit's words in the current language, given once at the root; a language switch re-renders them. */
export function PortalUiTexts({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'ja';
  // The section as the catalogue holds it. `t(..., { returnObjects: true })` would translate each of its
  // ~150 words one by one on the first render (30 ms here, four times that on a phone: issue 18); the kit
  // fills the placeholders itself, and the type above makes each language's section complete.
  const texts = useMemo(() => i18n.getResource(language, 'translation', 'ui') as UiTexts, [i18n, language]);
  return <UiTextsProvider texts={texts}>{children}</UiTextsProvider>;
}
