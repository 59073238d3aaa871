import { Button, RadioGroup } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language, languages } from '../../i18n';

/**
 * The display language, in the footer of every page so it can be chosen before sign-in too. Each language
 * is named in itself (and marked so for screen readers); the choice is kept on this device (ADR 025).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  // English loads in its own chunk: the choice shows at once while its words arrive.
  const [choosing, setChoosing] = useState<Language | null>(null);
  const choose = async (language: Language) => {
    setChoosing(language);
    try {
      await i18n.changeLanguage(language);
    } finally {
      setChoosing(null);
    }
  };
  return (
    <RadioGroup
      legend={t(($) => $.shell.language)}
      name="language"
      orientation="horizontal"
      options={languages.map((language) => ({
        value: language,
        label: <span lang={language}>{t(($) => $.shell.languages[language])}</span>,
      }))}
      value={choosing ?? currentLanguage()}
      onValueChange={(value) => {
        const language = languages.find((l) => l === value);
        if (language) void choose(language);
      }}
    />
  );
}

/**
 * The other language, one press away where a reader looks first (issue 31 item 34): the phone's menu and the
 * sign-in page. Named in itself (「English」 on a Japanese screen, 「日本語」 on an English one), like the footer's.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const other: Language = currentLanguage() === 'en' ? 'ja' : 'en';
  return (
    <Button type="button" variant="secondary" lang={other} onClick={() => void i18n.changeLanguage(other)}>
      {t(($) => $.shell.languages[other])}
    </Button>
  );
}
