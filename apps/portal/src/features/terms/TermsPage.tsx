import { Alert, Button, Card, Loader, RichContent } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { serverMessage } from '../../app/serverMessage';
import { useFormatDate } from '../../i18n/dates';
import * as styles from './TermsPage.css';

export type TermsType = 1 | 2 | 3 | 4;

/**
 * Spec 2 §2.6: a terms page loaded from the server (type 1 terms of use, 3 privacy notice, 2 the
 * prospective members' notice): a loading message while fetching, red text when fetching failed.
 */
export function TermsPage({ type }: { type: TermsType }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const term = useQuery(queries.getTerm({ type }));
  if (term.isPending) return <Loader label={t(($) => $.terms.loading)} />;
  const failure = term.isError
    ? serverMessage(
        term.error,
        t(($) => $.terms.failed),
      )
    : !term.data.success || !term.data.term
      ? term.data.message || t(($) => $.terms.failed)
      : null;
  if (failure !== null || !term.data?.term) {
    if (term.isError) console.warn('[terms] fetch failed', term.error);
    return (
      <Alert tone="critical" role="alert">
        <p>{failure ?? t(($) => $.terms.failed)}</p>
        <Button variant="secondary" onClick={() => void term.refetch()}>
          {t(($) => $.terms.retry)}
        </Button>
      </Alert>
    );
  }
  return (
    <Card as="article" className={styles.article}>
      <p className={styles.revision}>
        {t(($) => $.terms.revision, { date: formatDate(term.data.term.revision_date) })}
      </p>
      <RichContent html={term.data.term.body} />
    </Card>
  );
}
