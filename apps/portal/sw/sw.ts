/// <reference lib="webworker" />
// The portal's service worker (issue 34, ADR 053), built by vite-plugin-pwa's injectManifest from this file: Workbox
// precaches the build's shell (scripts, styles, fonts, icons, the offline page), nothing else is ever kept. Pages
// carry the guardian's own data (the server fills each one in per cookie) and API answers are personal: both go to
// the network every time, and a page that cannot be fetched is answered with the offline page.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG } from '../src/features/chat/outboxStore';
import { sendChatOutbox } from './chatOutbox';

/** Background Sync's event (Chromium), not yet in TypeScript's WebWorker library. */
type SyncEvent = ExtendableEvent & { tag: string; lastChance: boolean };

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** The page shown when a page cannot be fetched (emitted by the build from the catalogue, vite.config.ts). */
const OFFLINE_PAGE = '/offline.html';
/** The icon every notification carries: the app's own. */
const ICON = '/icons/icon-192.png';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker looks after the page that installed it at once; a later one only once it was asked to (below).
clientsClaim();

// Never from a cache: calls, the realtime channel's authorisation, and every file a family uploaded or is sent.
// Matched before anything else, so no later rule can keep them.
const neverCached = /^\/(api|broadcasting|storage|uploads|files|logout)(\/|$|\?)/;
// (Other methods are never answered by the worker at all: they go to the network as they would without it.)
registerRoute(({ url, sameOrigin }) => sameOrigin && neverCached.test(url.pathname), new NetworkOnly(), 'GET');

// Pages: always the network (the page is drawn per guardian and says `no-store`); offline, the offline page.
const pages = new NetworkOnly();
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  }),
);

// A new worker waits until the page's 「新しいバージョンがあります」 prompt asks it to take over (UpdatePrompt).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The chat outbox: messages written offline go out once the connection is back, even with every tab closed. A
// rejected promise has the browser fire the sync again later; on the last chance what is left waits for the page.
self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(sendChatOutbox().catch((error: unknown) => (sync.lastChance ? undefined : Promise.reject(error))));
});

/** What the server sends (issue 34): no more than the notification shows. */
type PushPayload = { title: string; body?: string; url?: string; tag?: string };

function payloadOf(event: PushEvent): PushPayload | null {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    return data && typeof data.title === 'string' ? (data as PushPayload) : null;
  } catch {
    return null;
  }
}

/** The path (and query) a payload's url names on this origin, or null for anything elsewhere. */
function pathOf(url: string | undefined): string | null {
  if (!url) return null;
  const target = new URL(url, self.location.origin);
  return target.origin === self.location.origin ? target.pathname + target.search : null;
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  if (!payload) return;
  event.waitUntil(
    (async () => {
      const path = pathOf(payload.url);
      // Nothing while the guardian is looking at that very page (the chat room the message arrived in).
      if (path) {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const looking = windows.some((client) => {
          const open = new URL(client.url);
          return client.visibilityState === 'visible' && open.pathname + open.search === path;
        });
        if (looking) return;
      }
      await self.registration.showNotification(payload.title, {
        ...(payload.body ? { body: payload.body } : {}),
        ...(payload.tag ? { tag: payload.tag } : {}),
        icon: ICON,
        badge: ICON,
        lang: 'ja',
        data: { url: path ?? '/' },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = pathOf((event.notification.data as { url?: string } | null)?.url) ?? '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // An open portal is brought forward and taken to the page; otherwise a new window opens on it.
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        try {
          const focused = await open.focus();
          await focused.navigate(path);
          return;
        } catch {
          // A window this worker does not control cannot be sent elsewhere: a new one opens instead.
        }
      }
      await self.clients.openWindow(path);
    })(),
  );
});
