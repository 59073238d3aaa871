import { useEffect } from 'react';
import { realtime } from '../../app/realtime';
import { realtimeCalls } from './channel';
import { outbox } from './outbox';
import { flushOutbox } from './sendQueue';

const waiting = () => outbox.all().some((i) => i.side === 'guardian' && !i.refused);

/**
 * Sends the guardian's waiting messages wherever the guardian is (issue 30): on the browser's online
 * event, whenever the realtime connection is (re)established (a server restart, a network that came back
 * while the browser thought it online), and once on start (after a reload). Renders nothing.
 */
export default function OutboxFlusher() {
  useEffect(() => {
    let left = false;
    let unbind = () => {};
    const flush = () => {
      if (navigator.onLine && waiting()) void flushOutbox('guardian');
    };
    // After a reload: the outbox is read from IndexedDB first.
    void outbox.ready().then(() => {
      if (!left) flush();
    });
    window.addEventListener('online', flush);
    void realtime(realtimeCalls).then(
      (pusher) => {
        if (left) return;
        const onState = ({ current }: { current: string }) => {
          if (current === 'connected') flush();
        };
        pusher.connection.bind('state_change', onState);
        unbind = () => pusher.connection.unbind('state_change', onState);
      },
      () => {},
    );
    return () => {
      left = true;
      window.removeEventListener('online', flush);
      unbind();
    };
  }, []);
  return null;
}
