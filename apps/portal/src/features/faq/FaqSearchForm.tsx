import { FAQ_KEYWORD_MAX, faqKeywordWords } from '@portal/domain';
import { Button, TextField } from '@portal/ui';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { faqLinks } from './links';

/** The FAQ keyword box: a blank keyword is refused in place, anything else opens the results. */
export function FaqSearchForm({ initialKeyWord = '' }: { initialKeyWord?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const [keyWord, setKeyWord] = useState(initialKeyWord);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (faqKeywordWords(keyWord).length === 0) {
      setError(t(($) => $.faq.keywordRequired));
      return;
    }
    setError(undefined);
    void navigate(faqLinks.search(keyWord.trim()));
  }

  return (
    <search aria-labelledby={headingId}>
      <h2 id={headingId}>{t(($) => $.faq.keywordHeading)}</h2>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t(($) => $.faq.keywordLabel)}
          hint={t(($) => $.faq.keywordHint)}
          error={error}
          type="search"
          name="keyWord"
          maxLength={FAQ_KEYWORD_MAX}
          value={keyWord}
          onChange={(event) => setKeyWord(event.target.value)}
          enterKeyHint="search"
        />
        <Button type="submit">{t(($) => $.faq.search)}</Button>
      </form>
    </search>
  );
}
