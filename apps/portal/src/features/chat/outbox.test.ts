import { beforeEach, describe, expect, it, vi } from 'vitest';

// Issue 34: the outbox moved from localStorage (which a service worker cannot read) to IndexedDB. What a guardian
// wrote offline before the change is moved over once, in its order, and still waits to be sent.
describe('the chat outbox of before issue 34', () => {
  beforeEach(() => {
    vi.resetModules();
    window.localStorage.clear();
  });

  it('is moved once from localStorage, oldest first, and localStorage no longer holds it', async () => {
    window.localStorage.setItem(
      'portal.chat.outbox',
      JSON.stringify([
        { key: 'legacy-0001', roomId: 70, content: '一通目', createdAt: '2026-11-28T01:00:00.000Z' },
        { key: 'legacy-0002', roomId: 70, side: 'guardian', content: '二通目', createdAt: '2026-11-28T01:00:00.000Z' },
      ]),
    );
    const { outbox } = await import('./outbox');
    await outbox.ready();
    // An item of before issue 30 had no side: it was a guardian's.
    expect(outbox.of(70, 'guardian').map((i) => i.content)).toEqual(['一通目', '二通目']);
    expect(window.localStorage.getItem('portal.chat.outbox')).toBeNull();
    // A new item queues behind them.
    await outbox.add({
      key: 'new-0003',
      roomId: 70,
      side: 'guardian',
      content: '三通目',
      createdAt: '2026-11-28T00:00:00.000Z',
    });
    expect(outbox.all().map((i) => i.key)).toEqual(['legacy-0001', 'legacy-0002', 'new-0003']);
  });

  it('starts empty when there was nothing, and an unreadable legacy value loses nothing else', async () => {
    window.localStorage.setItem('portal.chat.outbox', '{not json');
    const { outbox } = await import('./outbox');
    await outbox.ready();
    expect(outbox.all()).toEqual([]);
    expect(window.localStorage.getItem('portal.chat.outbox')).toBeNull();
  });

  it('asks the service worker to send a guardian’s message queued offline (Background Sync), not one sent online', async () => {
    const register = vi.fn(async (_tag: string) => {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ sync: { register } }) },
    });
    const online = vi.spyOn(navigator, 'onLine', 'get');
    try {
      const { outbox } = await import('./outbox');
      const item = (key: string, side: 'guardian' | 'fc' = 'guardian') => ({
        key,
        roomId: 70,
        side,
        content: 'こんにちは',
        createdAt: '2026-11-28T01:00:00.000Z',
      });
      online.mockReturnValue(true);
      await outbox.add(item('online-0001'));
      online.mockReturnValue(false);
      await outbox.add(item('staff-0001', 'fc'));
      await vi.waitFor(() => expect(register).not.toHaveBeenCalled());
      await outbox.add(item('offline-0001'));
      await vi.waitFor(() => expect(register).toHaveBeenCalledWith('chat-outbox'));
      expect(register).toHaveBeenCalledTimes(1);
      // A send that failed for want of a connection asks again; a refusal does not (the page words it).
      outbox.failed('online-0001', 'メッセージの送信に失敗しました', false);
      await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(2));
      outbox.failed('offline-0001', '送信できません', true);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(register).toHaveBeenCalledTimes(2);
    } finally {
      online.mockRestore();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
