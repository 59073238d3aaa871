import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RealtimeConnection, reconnectSooner } from './reconnect';

type Listener = (states: { previous: string; current: string }) => void;

/** pusher-js's connection as far as the reconnect sees it: a state machine that announces its changes. */
function fakePusher() {
  const listeners = new Set<Listener>();
  const calls: string[] = [];
  const pusher = {
    connection: {
      state: 'initialized',
      bind: (_: 'state_change', listener: Listener) => listeners.add(listener),
      unbind: (_: 'state_change', listener: Listener) => listeners.delete(listener),
    },
    connect: () => {
      calls.push('connect');
      to('connecting');
    },
    disconnect: () => {
      calls.push('disconnect');
      to('disconnected');
    },
  } satisfies RealtimeConnection;
  function to(current: string) {
    const previous = pusher.connection.state;
    pusher.connection.state = current;
    for (const listener of listeners) listener({ previous, current });
  }
  return { pusher, to, calls };
}

describe('reconnectSooner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the server with growing waits while it is away and starts afresh as soon as it answers', async () => {
    const { pusher, to, calls } = fakePusher();
    let up = false;
    const asked: number[] = [];
    reconnectSooner(
      pusher,
      async () => {
        asked.push(Date.now());
        return up;
      },
      { baseMs: 500, maxMs: 4_000, random: () => 1 },
    );
    to('connecting');
    to('connected');
    const lostAt = Date.now();
    to('connecting');

    await vi.advanceTimersByTimeAsync(500 + 1_000 + 2_000 + 4_000 + 4_000);
    // Waits of 500, 1,000, 2,000 and then the 4,000 ceiling.
    expect(asked.map((t) => t - lostAt)).toEqual([500, 1_500, 3_500, 7_500, 11_500]);
    expect(calls).toEqual([]);

    up = true;
    await vi.advanceTimersByTimeAsync(4_000);
    expect(calls).toEqual(['disconnect', 'connect']);
    to('connected');
    // Connected again: nothing more is asked.
    const count = asked.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(count);
  });

  it('spreads the waits by jitter, each in the upper half of its ceiling', async () => {
    const { pusher, to } = fakePusher();
    const asked: number[] = [];
    reconnectSooner(
      pusher,
      async () => {
        asked.push(Date.now());
        return false;
      },
      { baseMs: 1_000, maxMs: 8_000, random: () => 0 },
    );
    to('connected');
    const lostAt = Date.now();
    to('unavailable');
    await vi.advanceTimersByTimeAsync(500 + 1_000 + 2_000);
    expect(asked.map((t) => t - lostAt)).toEqual([500, 1_500, 3_500]);
  });

  it('leaves a first handshake alone, and stops when told to', async () => {
    const { pusher, to } = fakePusher();
    const serverAnswers = vi.fn(async () => true);
    const stop = reconnectSooner(pusher, serverAnswers, { baseMs: 500 });
    to('connecting');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(serverAnswers).not.toHaveBeenCalled();

    to('connected');
    to('connecting');
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(serverAnswers).not.toHaveBeenCalled();
  });

  it('does nothing once the connection came back by itself meanwhile', async () => {
    const { pusher, to, calls } = fakePusher();
    let answer: (up: boolean) => void = () => {};
    reconnectSooner(pusher, () => new Promise<boolean>((resolve) => (answer = resolve)), { baseMs: 500 });
    to('connected');
    to('connecting');
    await vi.advanceTimersByTimeAsync(500);
    to('connected');
    answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([]);
  });
});
