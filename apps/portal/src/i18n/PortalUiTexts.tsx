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
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the words change with the language only.
  const texts: UiTexts = useMemo(() => t(($) => $.ui, { returnObjects: true }), [t, language]);
  return <UiTextsProvider texts={texts}>{children}</UiTextsProvider>;
}
