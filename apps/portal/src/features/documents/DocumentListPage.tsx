import { DocumentCard, DocumentCardGrid, EmptyState } from '@portal/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';

/** Documents on other sites open in a new tab; the portal's own pages open in place. */
export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url);
/** Only web addresses and the portal's own paths become links; anything else (javascript:, data:) never does. */
export const isSafeDocumentUrl = (url: string) => isExternalUrl(url) || /^\/(?![/\\])/.test(url);

/** Related documents (spec 1 §2): cards with title, comments, image and link; each open is counted. */
export function DocumentListPage() {
  const { t } = useTranslation();
  const documents = useSuspenseQuery(queries.getDocuments());
  const count = useMutation({
    ...mutations.countDocumentClick(),
    // Counting must never get in the guardian's way: a failure is only logged.
    onError: (error) => console.warn('[documents] click count failed', error),
  });

  return (
    <>
      <p>{t(($) => $.documents.lead)}</p>
      {documents.data.length === 0 ? (
        <EmptyState title={t(($) => $.documents.empty)} />
      ) : (
        <DocumentCardGrid aria-label={t(($) => $.documents.title)}>
          {documents.data
            .filter((doc) => isSafeDocumentUrl(doc.url))
            .map((doc) => (
              <li key={doc.id}>
                <DocumentCard
                  title={doc.title}
                  comments={doc.comments}
                  href={doc.url}
                  imageSrc={doc.imagePath}
                  imageAlt={t(($) => $.documents.imageAlt, { title: doc.title })}
                  linkLabel={t(($) => $.documents.open)}
                  external={isExternalUrl(doc.url)}
                  newTabLabel={t(($) => $.shell.newTab)}
                  onOpen={() => count.mutate({ id: doc.id })}
                />
              </li>
            ))}
        </DocumentCardGrid>
      )}
    </>
  );
}
