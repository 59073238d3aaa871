import {
  dropItem,
  OUTBOX_CHANNEL,
  OUTBOX_SYNC_TAG,
  type OutboxItem,
  type OutboxNews,
  storedFile,
  storedItems,
  storeFile,
  storeItem,
} from './outboxStore';

export type { OutboxFile, OutboxItem } from './outboxStore';

/**
 * What was written but is not on the server yet (issues 12, 30 and 34: nothing lost, nothing twice). Every send goes
 * through here: a text or one file per item, each with the idempotency key it is sent with, so a send that reached
 * the server before the connection dropped is stored once however often it is retried, by the page or the worker.
 * The items live in IndexedDB (outboxStore.ts), where the service worker reads them too; the page holds a copy in
 * memory, read synchronously by the room and the class tiles, kept up to date through a BroadcastChannel on which
 * other tabs and the worker say what changed.
 */

/** Where the outbox lived before issue 34: moved to IndexedDB once, then removed. */
const LEGACY_KEY = 'portal.chat.outbox';
const listeners = new Set<() => void>();
const sentListeners = new Set<(roomId: number, message: unknown) => void>();
/** The files of this tab's items, for when IndexedDB is unavailable (private mode, tests). */
const memoryFiles = new Map<string, File>();

let cachedItems: OutboxItem[] = [];
/** The writes not yet in IndexedDB: a reload waits for them, so it never brings back what was just removed. */
let writing: Promise<unknown> = Promise.resolve();
let lastOrder = 0;

const notify = () => {
  for (const listener of listeners) listener();
};

let channel: BroadcastChannel | null = null;
function tell(news: OutboxNews) {
  try {
    channel?.postMessage(news);
  } catch {
    // A closed channel (the page is leaving): the others read IndexedDB on their next change anyway.
  }
}

function persist(write: () => Promise<unknown>) {
  writing = writing
    .then(write)
    .catch(() => {
      // IndexedDB failed (private mode, a full disk): the item still sends while the page stays open.
    })
    .then(() => tell({ type: 'changed' }));
  return writing;
}

/** Reads the items again from IndexedDB (another tab or the worker changed them). */
async function reload() {
  await writing;
  try {
    const stored = await storedItems();
    // Where IndexedDB holds nothing because it is unavailable, the memory copy is all there is.
    if (stored.length === 0 && typeof indexedDB === 'undefined') return;
    cachedItems = stored;
    notify();
  } catch {
    // Unreadable: the memory copy stays.
  }
}

/** The outbox of before issue 34 (localStorage), moved into IndexedDB once. */
async function migrate() {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(LEGACY_KEY);
  } catch {
    return;
  }
  if (raw === null) return;
  let legacy: OutboxItem[] = [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) legacy = parsed as OutboxItem[];
  } catch {
    // Unreadable: nothing to move.
  }
  const base = Date.now();
  const moved = legacy.map((item, index) => ({ ...item, side: item.side ?? 'guardian', order: base + index }));
  cachedItems = [...cachedItems.filter((i) => !moved.some((m) => m.key === i.key)), ...moved];
  lastOrder = Math.max(lastOrder, base + moved.length);
  await persist(() => Promise.all(moved.map(storeItem)));
  window.localStorage.removeItem(LEGACY_KEY);
  notify();
}

/** Loaded once per page: the legacy items moved, then what IndexedDB holds; later changes come by the channel. */
const loaded: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : (async () => {
        if (typeof BroadcastChannel !== 'undefined') {
          channel = new BroadcastChannel(OUTBOX_CHANNEL);
          channel.onmessage = (event: MessageEvent<OutboxNews>) => {
            const news = event.data;
            void reload().then(() => {
              if (news?.type === 'sent') for (const listener of sentListeners) listener(news.roomId, news.message);
            });
          };
        }
        await migrate();
        await reload();
      })();

/**
 * Asks the service worker to send the queue once the connection is back, even if this tab is closed by then
 * (Background Sync, Chromium); elsewhere the page sends it on the next open.
 */
function requestSync() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => {
      const sync = (
        registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
      )?.sync;
      return sync?.register(OUTBOX_SYNC_TAG);
    })
    .catch(() => {
      // No worker (development, Storybook) or no Background Sync: the next open sends it.
    });
}

function write(items: OutboxItem[]) {
  cachedItems = items;
  notify();
}

function update(key: string, change: Partial<OutboxItem>) {
  const next = cachedItems.map((i) => (i.key === key ? { ...i, ...change } : i));
  write(next);
  const item = next.find((i) => i.key === key);
  if (item) void persist(() => storeItem(item));
}

const NONE: OutboxItem[] = [];

export const outbox = {
  /** The items, oldest first: the same array while nothing changed (a stable snapshot for React). */
  all: () => cachedItems,
  /** The server's snapshot: a page drawn on the server holds nothing of the browser's outbox. */
  none: () => NONE,
  /** Resolves once the stored items (and those of before issue 34) are read. */
  ready: () => loaded,
  of: (roomId: number, side?: OutboxItem['side']) =>
    cachedItems.filter((i) => i.roomId === roomId && (side === undefined || i.side === side)),
  /** Adds an item; a file is kept before the item is listed, so a reload never lists a file it lost. */
  async add(item: OutboxItem, file?: File) {
    await loaded;
    lastOrder = Math.max(lastOrder + 1, Date.now());
    const queued = { ...item, order: lastOrder };
    if (file) {
      memoryFiles.set(item.key, file);
      await storeFile(item.key, file).catch(() => {});
    }
    write([...cachedItems.filter((i) => i.key !== item.key), queued]);
    await persist(() => storeItem(queued));
    // Offline, it waits: the worker is asked to send it when the connection is back (online, the page sends it now).
    if (queued.side === 'guardian' && !navigator.onLine) requestSync();
  },
  failed(key: string, error: string, refused: boolean) {
    update(key, { error, refused });
    // Not sent for want of a connection: the worker tries again when it is back, even if this tab is closed.
    if (!refused && cachedItems.some((i) => i.key === key && i.side === 'guardian')) requestSync();
  },
  /** 再送信: the item waits again and is tried with the next flush. */
  retry: (key: string) => update(key, { error: undefined, refused: undefined }),
  remove(key: string) {
    memoryFiles.delete(key);
    write(cachedItems.filter((i) => i.key !== key));
    void persist(() => dropItem(key));
  },
  /** The file of an item, from this tab's memory or IndexedDB (after a reload); null when it is gone. */
  async file(item: OutboxItem): Promise<File | null> {
    if (!item.file) return null;
    const held = memoryFiles.get(item.key);
    if (held) return held;
    const blob = await storedFile(item.key).catch(() => undefined);
    return blob ? new File([blob], item.file.name, { type: item.file.type }) : null;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** What the service worker sent while this page was open: the room on screen shows it at once. */
  onSentElsewhere(listener: (roomId: number, message: unknown) => void) {
    sentListeners.add(listener);
    return () => {
      sentListeners.delete(listener);
    };
  },
};

/** A fresh idempotency key (the contract's pattern: 8-64 of [A-Za-z0-9_-]). */
export const newSendKey = () => crypto.randomUUID().replaceAll('-', '');
