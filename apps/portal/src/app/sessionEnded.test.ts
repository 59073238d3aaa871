import { describe, expect, it } from 'vitest';
import { SessionEndedStore } from './sessionEnded';

describe('the ended session question (issue 30 item 4)', () => {
  it('is asked once for every caller, on the page on screen, and nobody can ask without a page', async () => {
    const store = new SessionEndedStore();
    expect(store.ask()).toBeNull();
    const stop = store.host(() => '/profile/edit');
    const first = store.ask();
    const second = store.ask();
    expect(store.askingFor()).toBe('/profile/edit');
    store.settle({ kind: 'same' });
    await expect(first).resolves.toEqual({ kind: 'same' });
    await expect(second).resolves.toEqual({ kind: 'same' });
    expect(store.askingFor()).toBeNull();
    stop();
  });

  it('asks no more once the person left for the sign-in page, until a signed-in page opens again', () => {
    const store = new SessionEndedStore();
    const stop = store.host(() => '/profile/edit');
    void store.ask();
    store.settle({ kind: 'left', page: '/profile/edit' });
    // A call of the page still on screen meets the ended session: no second dialog over it.
    expect(store.ask()).toBeNull();
    stop();
    const again = store.host(() => '/profile/edit');
    expect(store.ask()).not.toBeNull();
    again();
  });

  it('is settled as left when the last signed-in page goes while it waits', async () => {
    const store = new SessionEndedStore();
    const stop = store.host(() => '/online_apply/input');
    const asked = store.ask();
    stop();
    await expect(asked).resolves.toEqual({ kind: 'left', page: '/online_apply/input' });
  });
});
