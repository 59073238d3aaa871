import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  const counting = () => {
    let loads = 0;
    return {
      load: async () => {
        loads += 1;
        return loads;
      },
      get loads() {
        return loads;
      },
    };
  };

  it('loads once, shares concurrent misses, and loads again after its tag is dropped', async () => {
    const cache = new ReadCache(() => new Date(0));
    const source = counting();
    const [a, b] = await Promise.all([cache.get('k', ['t'], source.load), cache.get('k', ['t'], source.load)]);
    expect([a, b, source.loads]).toEqual([1, 1, 1]);
    cache.invalidate('other');
    expect(await cache.get('k', ['t'], source.load)).toBe(1);
    cache.invalidate('t');
    expect(await cache.get('k', ['t'], source.load)).toBe(2);
  });

  it('ends an entry at its TTL, at the time its loader names, and when the clock goes back', async () => {
    let at = 1_000_000;
    const cache = new ReadCache(() => new Date(at), 30_000);
    const source = counting();
    await cache.get('k', [], source.load);
    at += 29_999;
    await cache.get('k', [], source.load);
    expect(source.loads).toBe(1);
    at += 1;
    await cache.get('k', [], source.load);
    expect(source.loads).toBe(2);

    await cache.get('soon', [], async (expireAt) => {
      expireAt(new Date(at + 10));
      return 'x';
    });
    at += 10;
    let reloaded = false;
    await cache.get('soon', [], async () => {
      reloaded = true;
      return 'y';
    });
    expect(reloaded).toBe(true);

    at -= 5_000;
    await cache.get('k', [], source.load);
    expect(source.loads).toBe(3);
  });

  it('does not keep a failed read, nor a read that was under way when its data changed', async () => {
    const cache = new ReadCache(() => new Date(0));
    await expect(cache.get('k', ['t'], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);

    let release: (value: string) => void = () => {};
    const stale = cache.get('k', ['t'], () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate('t');
    release('before the write');
    expect(await stale).toBe('before the write');
    expect(await cache.get('k', ['t'], async () => 'after the write')).toBe('after the write');
  });
});
