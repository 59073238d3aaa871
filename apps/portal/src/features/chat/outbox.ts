/**
 * Messages typed while offline (issue 12: nothing lost, nothing twice). Each carries the idempotency key
 * it will be sent with, so a send that reached the server before the connection dropped is stored once
 * however often it is retried. Kept in localStorage, so a reload does not lose them.
 */
export type OutboxItem = { key: string; roomId: number; content: string; createdAt: string };

const STORAGE_KEY = 'portal.chat.outbox';

function readAll(): OutboxItem[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as OutboxItem[]) : [];
  } catch {
    return [];
  }
}

function writeAll(items: OutboxItem[]) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Private mode or a full store: the message still sends while the page stays open.
  }
}

export const outbox = {
  of: (roomId: number) => readAll().filter((i) => i.roomId === roomId),
  add: (item: OutboxItem) => writeAll([...readAll().filter((i) => i.key !== item.key), item]),
  remove: (key: string) => writeAll(readAll().filter((i) => i.key !== key)),
};

/** A fresh idempotency key (the contract's pattern: 8-64 of [A-Za-z0-9_-]). */
export const newSendKey = () => crypto.randomUUID().replaceAll('-', '');
