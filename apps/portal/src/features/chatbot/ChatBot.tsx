import { FAQ_KEYWORD_MAX, faqKeywordWords } from '@portal/domain';
import { Card, Link, LinkList, TextField } from '@portal/ui';
import { visuallyHidden } from '@portal/ui/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { pagePaths } from '../../app/paths';
import { useHref } from '../../app/useHref';
import { SubmitButton } from '../../forms/SubmitButton';
import { faqLinks } from '../faq/links';

/** How many matching articles one answer offers; more would bury the best one. */
export const CHAT_BOT_ANSWER_SIZE = 3;

type Hit = { id: number; name: string; category_name: string; section_name: string };
type NewEntry = { from: 'guardian'; text: string } | { from: 'bot'; text: string; hits: readonly Hit[] };
type Entry = NewEntry & { id: number };

/**
 * The home chat bot for role 6 (spec 1 §2 "Home page"): answers a typed question from the FAQ by way of
 * the search call, offers the best matches as links, and hands over to the classroom chat. New answers
 * are announced politely; the question box keeps focus so the next question can follow at once.
 */
export function ChatBot() {
  const { t } = useTranslation();
  const href = useHref();
  const queryClient = useQueryClient();
  const headingId = useId();
  const logId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const nextId = useRef(1);
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  // Drawn on the server with home (ADR 036) and taken over when its own script has come, which may be after the rest
  // of the page: words typed before would be dropped then, so the box waits for it (issue 35).
  const hydrated = useHydrated();
  const [entries, setEntries] = useState<readonly Entry[]>([]);

  const add = (entry: NewEntry) => {
    const id = nextId.current++;
    setEntries((list) => [...list, { ...entry, id }]);
  };

  async function ask(event: FormEvent) {
    event.preventDefault();
    const text = question.trim();
    if (faqKeywordWords(text).length === 0) {
      setError(t(($) => $.chatBot.empty));
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setQuestion('');
    add({ from: 'guardian', text });
    setAsking(true);
    try {
      const hits = (await queryClient.fetchQuery(queries.searchFaqArticles({ keyWord: text }))).slice(
        0,
        CHAT_BOT_ANSWER_SIZE,
      );
      add({
        from: 'bot',
        text: hits.length > 0 ? t(($) => $.chatBot.found, { count: hits.length }) : t(($) => $.chatBot.notFound),
        hits,
      });
    } catch (failure) {
      console.warn('[chatbot] search failed', failure);
      add({ from: 'bot', text: t(($) => $.chatBot.failed), hits: [] });
    } finally {
      setAsking(false);
      inputRef.current?.focus();
    }
  }

  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(($) => $.chatBot.heading)}</h2>
      <p>{t(($) => $.chatBot.lead)}</p>
      <ol id={logId} aria-label={t(($) => $.chatBot.log)} aria-live="polite" aria-busy={asking}>
        <li>
          <p>
            <strong>{t(($) => $.chatBot.bot)}：</strong>
            {t(($) => $.chatBot.welcome)}
          </p>
        </li>
        {entries.map((entry) => (
          <li key={entry.id}>
            <p>
              <strong>{entry.from === 'guardian' ? t(($) => $.chatBot.you) : t(($) => $.chatBot.bot)}：</strong>
              {entry.text}
            </p>
            {entry.from === 'bot' && entry.hits.length > 0 ? (
              <LinkList
                aria-label={entry.text}
                items={entry.hits.map((hit) => ({
                  id: hit.id,
                  href: href(faqLinks.article(hit.id)),
                  meta: t(($) => $.faq.path, { category: hit.category_name, section: hit.section_name }),
                  title: hit.name,
                }))}
              />
            ) : null}
          </li>
        ))}
      </ol>
      <form onSubmit={(event) => void ask(event)} noValidate aria-controls={logId}>
        <TextField
          ref={inputRef}
          label={t(($) => $.chatBot.questionLabel)}
          hint={t(($) => $.chatBot.questionHint)}
          error={error}
          name="question"
          autoComplete="off"
          maxLength={FAQ_KEYWORD_MAX}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          enterKeyHint="send"
          disabled={!hydrated}
        />
        {/* Until this part is taken over, Enter would send the question as a plain form and reload home without it. */}
        <SubmitButton sending={asking} sendingLabel={t(($) => $.chatBot.asking)}>
          {t(($) => $.chatBot.ask)}
        </SubmitButton>
        {/* Focus is already in the field, so its new error would go unheard: announce it (present before it appears). */}
        <p role="alert" className={visuallyHidden}>
          {error ?? ''}
        </p>
      </form>
      <p>
        <Link href={pagePaths.chatClassSelect} variant="standalone">
          {t(($) => $.chatBot.handover)}
        </Link>
      </p>
      <p>
        <Link href={href(faqLinks.top)}>{t(($) => $.chatBot.faqTop)}</Link>
      </p>
    </Card>
  );
}
