import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWhenOnline } from './importWhenOnline';

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

describe('importWhenOnline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks again once the connection is back, and resolves with the module', async () => {
    setOnline(false);
    const importer = vi
      .fn<() => Promise<{ default: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: 'module' });
    const loaded = importWhenOnline(importer);
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    // Offline, it waits rather than asking again into the same dead connection.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(importer).toHaveBeenCalledTimes(1);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toEqual({ default: 'module' });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('gives up after its tries, so the page can say what failed', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const importer = vi.fn<() => Promise<unknown>>().mockRejectedValue(failure);
    const loaded = importWhenOnline(importer, 3);
    const settled = expect(loaded).rejects.toBe(failure);
    await vi.runAllTimersAsync();
    await settled;
    expect(importer).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });
});
