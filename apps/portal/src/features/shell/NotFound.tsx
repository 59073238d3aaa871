import { BackLink } from '@portal/ui';
import { messages } from '../../app/messages';

export function NotFound() {
  return (
    <section aria-label={messages.common.notFoundTitle}>
      <p>{messages.common.notFoundBody}</p>
      <BackLink href="/">{messages.common.backToHome}</BackLink>
    </section>
  );
}
