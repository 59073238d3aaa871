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
});
