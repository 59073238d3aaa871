/** What of pusher-js's connection the reconnect needs (its own type would tie this file to the library). */
export type RealtimeConnection = {
  connection: {
    state: string;
    bind(event: 'state_change', callback: (states: { previous: string; current: string }) => void): unknown;
    unbind(event: 'state_change', callback: (states: { previous: string; current: string }) => void): unknown;
  };
  connect(): void;
  disconnect(): void;
};

export type ReconnectOptions = {
  /** The first wait, in ms; each miss doubles it up to `maxMs`. */
  baseMs?: number;
  maxMs?: number;
  random?: () => number;
};

/**
 * ADR 031: pusher-js, once its server is gone, tries again on its own slow schedule (about 20 s after a
 * restart here). While it is trying, this asks the server whether it answers, with exponential back-off and
 * jitter (each wait random in its upper half, so a classroom's phones do not come back in step), and as soon
 * as it does, starts a fresh connection: the channels are subscribed again and the chat fetches what it
 * missed. Returns a function that stops it.
 */
export function reconnectSooner(
  pusher: RealtimeConnection,
  serverAnswers: () => Promise<boolean>,
  { baseMs = 500, maxMs = 8_000, random = Math.random }: ReconnectOptions = {},
): () => void {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const trying = () => pusher.connection.state === 'connecting' || pusher.connection.state === 'unavailable';

  const schedule = () => {
    const ceiling = Math.min(maxMs, baseMs * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(probe, ceiling / 2 + (random() * ceiling) / 2);
  };
  const probe = async () => {
    const up = await serverAnswers().catch(() => false);
    timer = undefined;
    if (!trying()) return;
    if (!up) {
      schedule();
      return;
    }
    // A fresh start: pusher-js would otherwise wait out its own delay before the next attempt.
    pusher.disconnect();
    pusher.connect();
  };
  // Only once a connection was lost or pusher-js gave up for now: a first handshake on a slow network is
  // left to finish.
  let lost = false;
  const onStateChange = ({ previous, current }: { previous: string; current: string }) => {
    if (current === 'connected') {
      lost = false;
      attempt = 0;
      clearTimeout(timer);
      timer = undefined;
      return;
    }
    if (previous === 'connected' || current === 'unavailable') lost = true;
    if (lost && trying() && timer === undefined) schedule();
  };
  pusher.connection.bind('state_change', onStateChange);
  return () => {
    pusher.connection.unbind('state_change', onStateChange);
    clearTimeout(timer);
  };
}
