/// <reference lib="webworker" />
// The chat outbox sent by the service worker (issue 34, ADR 053): what a guardian wrote offline goes out when the
// connection is back, even if every tab of the portal was closed meanwhile (Background Sync). Each item carries the
// idempotency key the page would send it with, so a page and the worker sending the same item store one message.
import {
  dropItem,
  OUTBOX_CHANNEL,
  type OutboxNews,
  storedFile,
  storedItem,
  storedItems,
} from '../src/features/chat/outboxStore';

declare const self: ServiceWorkerGlobalScope & {
  cookieStore?: { get(name: string): Promise<{ value: string } | null | undefined> };
};

/** What the API client sends with every call (packages/api-client/src/client.ts). */
const JSON_CALL = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'ja' };

/** The XSRF token the API asks a write to echo: the page's readable cookie, which a worker reads through cookieStore. */
async function xsrfToken(): Promise<string | null> {
  const cookie = await self.cookieStore?.get('XSRF-TOKEN').catch(() => null);
  return cookie?.value ? decodeURIComponent(cookie.value) : null;
}

function tell(news: OutboxNews) {
  // The pages listen on this channel (outbox.ts): the room on screen shows the message, the tiles their counts.
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(news);
  channel.close();
}

/** Thrown to have the browser fire the sync again later: the network or the server is not back yet. */
class NotYet extends Error {}

/**
 * Sends the guardian's waiting items, oldest first, and tells open pages. Resolves when nothing is left for the worker
 * to do: sent, or left for the page (no guardian signed in, a message the server refused: the page words the reason
 * and offers 再送信 and 削除 on the next open). Rejects while the network or the server fails, so the browser retries.
 */
export async function sendChatOutbox(): Promise<void> {
  const waiting = (await storedItems()).filter((item) => item.side === 'guardian' && !item.refused);
  if (waiting.length === 0) return;
  let me: Response;
  try {
    me = await fetch('/api/user', { credentials: 'same-origin', headers: JSON_CALL });
  } catch {
    throw new NotYet('offline');
  }
  if (me.status >= 500) throw new NotYet(`server ${me.status}`);
  // Signed out, or a staff session in this browser now: only a guardian's own session may send a guardian's words.
  if (!me.ok) return;
  const token = await xsrfToken();
  if (!token) return;
  for (const item of waiting) {
    // Removed meanwhile (削除 on a page, or a page sent it first).
    if (!(await storedItem(item.key))) continue;
    const form = new FormData();
    form.set('senderType', 'fc');
    form.set('chatRoomId', String(item.roomId));
    form.set('content', item.content);
    form.set('idempotencyKey', item.key);
    if (item.file) {
      const blob = await storedFile(item.key);
      // The bytes are gone: the page says so and asks for the file again.
      if (!blob) return;
      form.set('selectedFile', new File([blob], item.file.name, { type: item.file.type }));
    }
    let response: Response;
    try {
      response = await fetch('/api/guardianChat/message/send', {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
        headers: { ...JSON_CALL, 'X-XSRF-TOKEN': token },
      });
    } catch {
      throw new NotYet('offline');
    }
    if (response.status >= 500 || response.status === 408 || response.status === 429) {
      throw new NotYet(`server ${response.status}`);
    }
    // Refused, or the session or token expired: the page takes it from here, with the reason in words.
    if (!response.ok) return;
    const sent = (await response.json().catch(() => null)) as { data?: unknown } | null;
    await dropItem(item.key);
    tell({ type: 'sent', roomId: item.roomId, message: sent?.data ?? null });
  }
}
