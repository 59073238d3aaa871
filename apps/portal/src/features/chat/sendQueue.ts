import { isApiError, type Schemas } from '@portal/api-client';
import { CHAT_MESSAGES } from '@portal/domain';
import { mutations } from '../../app/api';
import { serverMessage } from '../../app/serverMessage';
import { i18n } from '../../i18n';
import { wordCode } from '../../i18n/wordCode';
import { type OutboxItem, outbox } from './outbox';

type Message = Schemas['ChatMessage'];

const sentListeners = new Set<(roomId: number, message: Message) => void>();

// What the service worker sent (Background Sync) while this page was open is heard as if this tab had sent it.
outbox.onSentElsewhere((roomId, message) => {
  // An answer without the message (unreadable) leaves the room to its next resync.
  if (!message || typeof message !== 'object') return;
  for (const listener of sentListeners) listener(roomId, message as Message);
});

/** A room on screen hears what the queue sent, wherever the send started. */
export function onOutboxSent(listener: (roomId: number, message: Message) => void) {
  sentListeners.add(listener);
  return () => {
    sentListeners.delete(listener);
  };
}

/**
 * A failure the server decided (the message or file is refused: 403, 413, 422): sending it again as it is
 * would not help. A network error, a server error (5xx), an expired page or session (401, 419) or a
 * throttle (408, 429) is worth trying again once the connection or the server is back.
 */
const refusedByServer = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && ![401, 408, 419, 429].includes(error.status);

function describe(error: unknown, item: OutboxItem): string {
  const reason = serverMessage(error, wordCode(CHAT_MESSAGES.sendFailed));
  // Name the file: a message of its own is sent per file, and the reader must know which one failed.
  return item.file ? i18n.t(($) => $.chat.fileRefused, { name: item.file.name, reason }) : reason;
}

async function sendItem(item: OutboxItem): Promise<Message | null> {
  const file = await outbox.file(item);
  if (item.file && !file) {
    outbox.failed(
      item.key,
      i18n.t(($) => $.chat.fileRefused, {
        name: item.file.name,
        reason: i18n.t(($) => $.chat.fileMissing),
      }),
      true,
    );
    return null;
  }
  const sent = (await mutations.sendChatMessage().mutationFn?.(
    // The spec's client sends senderType fc; the server decides the sender from the session.
    {
      chatRoomId: item.roomId,
      senderType: 'fc',
      content: item.content,
      idempotencyKey: item.key,
      ...(file ? { selectedFile: file } : {}),
    } as never,
    undefined as never,
  )) as Schemas['ChatMessageSent'];
  return sent.data ?? null;
}

let running: Promise<void> | null = null;
let again = false;

async function run(side: OutboxItem['side']) {
  await outbox.ready();
  do {
    again = false;
    for (const item of outbox.all()) {
      if (item.side !== side || item.refused) continue;
      // Removed meanwhile (削除 in another tab or on screen).
      if (!outbox.all().some((i) => i.key === item.key)) continue;
      try {
        const message = await sendItem(item);
        if (!message) continue;
        outbox.remove(item.key);
        for (const listener of sentListeners) listener(item.roomId, message);
      } catch (error) {
        const refused = refusedByServer(error);
        const reason = describe(error, item);
        outbox.failed(item.key, reason, refused);
        // Refused: the next items go on (a refused file never blocks the rest). Unreachable: stop here,
        // so the messages keep their order; the next flush starts again from this one. Those behind it
        // say so too (with 再送信 and 削除), rather than wait silently.
        if (!refused) {
          for (const behind of outbox.all()) {
            if (behind.side === side && !behind.refused && !behind.error && behind.key !== item.key) {
              outbox.failed(behind.key, describe(error, behind), false);
            }
          }
          return;
        }
      }
    }
  } while (again);
}

/**
 * Sends what waits in the outbox, oldest first, each with its own idempotency key (stored once however
 * often it is tried). One flush at a time in a tab: a flush asked for during another runs once more after it.
 */
export function flushOutbox(side: OutboxItem['side']): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = run(side).finally(() => {
    running = null;
  });
  return running;
}
