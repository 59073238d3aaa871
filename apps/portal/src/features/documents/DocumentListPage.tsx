import { Alert, Button, DocumentCard, DocumentCardGrid, EmptyState, Skeleton } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mutationsFor, queries } from '../../app/api';
import { messages } from '../../app/messages';

const t = messages.documents;

/** Documents on other sites open in a new tab; the portal's own pages open in place. */
export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url);
/** Only web addresses and the portal's own paths become links; anything else (javascript:, data:) never does. */
export const isSafeDocumentUrl = (url: string) => isExternalUrl(url) || /^\/(?![/\\])/.test(url);

/** Related documents (spec 1 §2): cards with title, comments, image and link; each open is counted. */
export function DocumentListPage() {
  const queryClient = useQueryClient();
  const documents = useQuery(queries.documents());
  const count = useMutation({
    ...mutationsFor(queryClient).countDocumentClick(),
    // Counting must never get in the guardian's way: a failure is only logged.
    onError: (error) => console.warn('[documents] click count failed', error),
  });

  if (documents.isPending) return <Skeleton lines={6} />;
  if (documents.isError) {
    return (
      <Alert tone="critical">
        <p>{t.loadFailed}</p>
        <Button variant="secondary" onClick={() => void documents.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  }
  return (
    <>
      <p>{t.lead}</p>
      {documents.data.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <DocumentCardGrid aria-label={t.title}>
          {documents.data
            .filter((doc) => isSafeDocumentUrl(doc.url))
            .map((doc) => (
              <li key={doc.id}>
                <DocumentCard
                  title={doc.title}
                  comments={doc.comments}
                  href={doc.url}
                  imageSrc={doc.imagePath}
                  imageAlt={t.imageAlt(doc.title)}
                  linkLabel={t.open}
                  external={isExternalUrl(doc.url)}
                  newTabLabel={messages.shell.newTab}
                  onOpen={() => count.mutate({ id: doc.id })}
                />
              </li>
            ))}
        </DocumentCardGrid>
      )}
    </>
  );
}
