import { createStore, del, get, set } from 'idb-keyval';

/**
 * What was written but is not on the server yet (issues 12 and 30: nothing lost, nothing twice). Every send
 * goes through here: a text or one file per item, each with the idempotency key it is sent with, so a send
 * that reached the server before the connection dropped is stored once however often it is retried.
 * The items are kept in localStorage (read synchronously, by the room and the class tiles alike); a file's
 * bytes go to IndexedDB, which holds Blobs (localStorage holds strings only), and stay in memory too.
 */
export type OutboxFile = { name: string; type: string; size: number };
export type OutboxItem = {
  key: string;
  roomId: number;
  /** Who wrote it: a staff session in the same browser never sends a guardian's words, nor the reverse. */
  side: 'guardian' | 'fc';
  content: string;
  file?: OutboxFile;
  createdAt: string;
  /** The last failure, worded for the reader; absent while it simply waits for the connection. */
  error?: string;
  /** The server refused it (4xx): it is not tried again on its own, only by 再送信. */
  refused?: boolean;
};

const STORAGE_KEY = 'portal.chat.outbox';
const listeners = new Set<() => void>();
/** The files of this tab's items, for when IndexedDB is unavailable (private mode, tests). */
const memoryFiles = new Map<string, File>();
let blobStore: ReturnType<typeof createStore> | null | undefined;

function store() {
  if (blobStore === undefined) {
    try {
      blobStore = typeof indexedDB === 'undefined' ? null : createStore('portal-chat-outbox', 'files');
    } catch {
      blobStore = null;
    }
  }
  return blobStore;
}

let cachedRaw: string | null | undefined;
let cachedItems: OutboxItem[] = [];

function readAll(): OutboxItem[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return cachedItems;
  }
  // The same array while nothing changed, so React's external store sees a stable snapshot.
  if (raw === cachedRaw) return cachedItems;
  cachedRaw = raw;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    cachedItems = Array.isArray(parsed)
      ? (parsed as OutboxItem[]).map((i) => ({ ...i, side: i.side ?? 'guardian' }))
      : [];
  } catch {
    cachedItems = [];
  }
  return cachedItems;
}

function writeAll(items: OutboxItem[]) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Private mode or a full store: the item still sends while the page stays open.
    cachedRaw = undefined;
    cachedItems = items;
  }
  for (const listener of listeners) listener();
}

const update = (key: string, change: Partial<OutboxItem>) =>
  writeAll(readAll().map((i) => (i.key === key ? { ...i, ...change } : i)));

const NONE: OutboxItem[] = [];

export const outbox = {
  all: readAll,
  /** The server's snapshot: a page drawn on the server holds nothing of the browser's outbox. */
  none: () => NONE,
  of: (roomId: number, side?: OutboxItem['side']) =>
    readAll().filter((i) => i.roomId === roomId && (side === undefined || i.side === side)),
  /** Adds an item; a file is kept before the item is listed, so a reload never lists a file it lost. */
  async add(item: OutboxItem, file?: File) {
    if (file) {
      memoryFiles.set(item.key, file);
      const blobs = store();
      if (blobs) await set(item.key, file, blobs).catch(() => {});
    }
    writeAll([...readAll().filter((i) => i.key !== item.key), item]);
  },
  failed: (key: string, error: string, refused: boolean) => update(key, { error, refused }),
  /** 再送信: the item waits again and is tried with the next flush. */
  retry: (key: string) => update(key, { error: undefined, refused: undefined }),
  remove(key: string) {
    memoryFiles.delete(key);
    const blobs = store();
    if (blobs) void del(key, blobs).catch(() => {});
    writeAll(readAll().filter((i) => i.key !== key));
  },
  /** The file of an item, from this tab's memory or IndexedDB (after a reload); null when it is gone. */
  async file(item: OutboxItem): Promise<File | null> {
    if (!item.file) return null;
    const held = memoryFiles.get(item.key);
    if (held) return held;
    const blobs = store();
    const blob = blobs ? await get<Blob>(item.key, blobs).catch(() => undefined) : undefined;
    return blob ? new File([blob], item.file.name, { type: item.file.type }) : null;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    // Another tab of the same browser changed it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** A fresh idempotency key (the contract's pattern: 8-64 of [A-Za-z0-9_-]). */
export const newSendKey = () => crypto.randomUUID().replaceAll('-', '');
