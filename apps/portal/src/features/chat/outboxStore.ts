import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/**
 * The chat outbox's storage (issue 34, ADR 053), shared by the page and the service worker: IndexedDB, which both can
 * read (localStorage is the page's alone), so the worker can send what was written offline after the tab was closed.
 * One record per item, keyed by its idempotency key, so the page and the worker never overwrite each other's list.
 * Nothing here touches `window`: the worker imports it too.
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
  /** Where it stands in the queue: items written together (a text and its files) share createdAt. */
  order?: number;
  /** The last failure, worded for the reader; absent while it simply waits for the connection. */
  error?: string;
  /** The server refused it (4xx): it is not tried again on its own, only by 再送信. */
  refused?: boolean;
};

/** The Background Sync tag a queued message registers; the worker sends the queue when it fires. */
export const OUTBOX_SYNC_TAG = 'chat-outbox';
/** Where the page and the worker tell each other (and other tabs) that the queue changed or an item was sent. */
export const OUTBOX_CHANNEL = 'portal-chat-outbox';
export type OutboxNews = { type: 'changed' } | { type: 'sent'; roomId: number; message: unknown };

let itemStore: UseStore | null | undefined;
let fileStore: UseStore | null | undefined;

function open(name: string, table: string): UseStore | null {
  try {
    return typeof indexedDB === 'undefined' ? null : createStore(name, table);
  } catch {
    return null;
  }
}

/** The items' store, or null where IndexedDB is unavailable (then the page keeps its items in memory). */
export function items(): UseStore | null {
  if (itemStore === undefined) itemStore = open('portal-chat-outbox-items', 'items');
  return itemStore;
}

/** The files' bytes (Blobs), one per item with a file, as before this change. */
export function files(): UseStore | null {
  if (fileStore === undefined) fileStore = open('portal-chat-outbox', 'files');
  return fileStore;
}

const byQueue = (a: OutboxItem, b: OutboxItem) =>
  (a.order ?? Date.parse(a.createdAt)) - (b.order ?? Date.parse(b.createdAt)) || a.createdAt.localeCompare(b.createdAt);

/** Every stored item, oldest first. */
export async function storedItems(): Promise<OutboxItem[]> {
  const store = items();
  if (!store) return [];
  const all = await entries<string, OutboxItem>(store);
  return all.map(([, item]) => ({ ...item, side: item.side ?? 'guardian' })).sort(byQueue);
}

export const storeItem = async (item: OutboxItem) => {
  const store = items();
  if (store) await set(item.key, item, store);
};

export const storedItem = async (key: string) => {
  const store = items();
  return store ? get<OutboxItem>(key, store) : undefined;
};

/** Removes an item and its file. */
export async function dropItem(key: string) {
  const store = items();
  const blobs = files();
  await Promise.all([store ? del(key, store) : null, blobs ? del(key, blobs) : null]);
}

export async function storeFile(key: string, file: Blob) {
  const blobs = files();
  if (blobs) await set(key, file, blobs);
}

export async function storedFile(key: string): Promise<Blob | undefined> {
  const blobs = files();
  return blobs ? get<Blob>(key, blobs) : undefined;
}
