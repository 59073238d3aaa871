import { Alert, Button, Card, Loader, RichContent } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';
import { serverMessage } from './serverMessage';
import * as styles from './TermsPage.css';

const t = messages.terms;

export type TermsType = 1 | 2 | 3 | 4;

/**
 * Spec 2 §2.6: a terms page loaded from the server (type 1 terms of use, 3 privacy notice, 2 the
 * prospective members' notice): a loading message while fetching, red text when fetching failed.
 */
export function TermsPage({ type }: { type: TermsType }) {
  const term = useQuery(queries.term(type));
  if (term.isPending) return <Loader label={t.loading} />;
  const failure = term.isError
    ? serverMessage(term.error, t.failed)
    : !term.data.success || !term.data.term
      ? term.data.message || t.failed
      : null;
  if (failure !== null || !term.data?.term) {
    if (term.isError) console.warn('[terms] fetch failed', term.error);
    return (
      <Alert tone="critical" role="alert">
        <p>{failure ?? t.failed}</p>
        <Button variant="secondary" onClick={() => void term.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  }
  return (
    <Card as="article" className={styles.article}>
      <p className={styles.revision}>{t.revision(term.data.term.revision_date)}</p>
      <RichContent html={term.data.term.body} />
    </Card>
  );
}
