import { Alert, Card, CardTitle, EmptyState, Loader } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../app/api';
import { messages } from '../../app/messages';

const t = messages.home;

/** Home for now: who is signed in and their children; the full home arrives with its own issue. */
export function HomePage() {
  const user = useQuery(queries.user());
  if (user.isPending) return <Loader label={messages.common.loading} />;
  if (user.isError) return <Alert tone="critical">{t.userUnavailable}</Alert>;
  const { lastName, firstName, kids } = user.data;
  return (
    <>
      <p>{t.greeting(`${lastName} ${firstName}`)}</p>
      <Card as="section" aria-labelledby="home-children">
        <CardTitle level={2} id="home-children">
          {t.children}
        </CardTitle>
        {kids.length === 0 ? (
          <EmptyState title={t.noChildren} />
        ) : (
          <ul>
            {kids.map((kid) => (
              <li key={kid.id}>
                {kid.lastName} {kid.firstName}（{t.studentNumber} {kid.seito_no}）
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
