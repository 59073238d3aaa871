import { RadioGroup } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { currentLanguage, languages } from '../../i18n';

/**
 * The display language, in the footer of every page so it can be chosen before sign-in too. Each language
 * is named in itself (and marked so for screen readers); the choice is kept on this device (ADR 025).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <RadioGroup
      legend={t(($) => $.shell.language)}
      name="language"
      orientation="horizontal"
      options={languages.map((language) => ({
        value: language,
        label: <span lang={language}>{t(($) => $.shell.languages[language])}</span>,
      }))}
      value={currentLanguage()}
      onValueChange={(language) => void i18n.changeLanguage(language)}
    />
  );
}
