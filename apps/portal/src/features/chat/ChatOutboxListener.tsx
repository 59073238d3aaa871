import { Suspense, useEffect, useState } from 'react';
import { lazyWhenOnline } from '../../app/importWhenOnline';

// The listener, the outbox and the send queue load after the page has settled, and only for chat's roles.
const OutboxFlusher = lazyWhenOnline(() => import('./OutboxFlusher'));
/** As the unread count's channel: the first screen never waits on chat's code. */
const START_AFTER_MS = 1_500;

/** Mounted in the signed-in shell: what the guardian wrote offline is sent wherever they are (issue 30). */
export function ChatOutboxListener({ enabled }: { enabled: boolean }) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => setStarted(true), START_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [enabled]);
  return enabled && started ? (
    <Suspense fallback={null}>
      <OutboxFlusher />
    </Suspense>
  ) : null;
}
