import { isApiError, type Schemas } from '@portal/api-client';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_NOT_ALLOWED_MESSAGE,
  CHAT_MESSAGES,
  canDeleteMessage,
  groupMessagesByDate,
  isAllowedAttachment,
  messageTime,
  parseApiDate,
} from '@portal/domain';
import {
  Alert,
  Button,
  ChatBubble,
  ChatComposer,
  ChatDateDivider,
  ConfirmDialog,
  Dialog,
  FileDropzone,
} from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { realtime } from '../../app/realtime';
import { serverMessage } from '../../app/serverMessage';
import { useFormatDate } from '../../i18n/dates';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './ChatRoom.css';
import { realtimeCalls } from './channel';
import { newSendKey, type OutboxItem, outbox } from './outbox';

type Message = Schemas['ChatMessage'];

/** The server's size limit (ADR 031), checked before sending so a big file is refused at once. */
export const ATTACHMENT_MAX_BYTES = 20_000_000;
/** Spec 1 §9: the list scrolls to the newest message after this delay. */
const SCROLL_DELAY_MS = 500;

export type ChatRoomProps = {
  roomId: number;
  /** Who reads: the guardian portal, or the classroom's staff page. */
  side: 'guardian' | 'fc';
  /** The other party's name (classroom or family): the heading and the list's label. */
  title: string;
  initialMessages: readonly Message[];
  back: ReactNode;
};

type Row =
  | { kind: 'divider'; key: string; date: string }
  | { kind: 'message'; key: string; message: Message }
  | { kind: 'pending'; key: string; item: OutboxItem };

const byId = (list: Iterable<Message>) => [...list].sort((a, b) => a.id - b.id);
/** sendAt is a wall-clock time in Japan; the domain's rules read instants. */
const isoOf = (sendAt: string) => parseApiDate(sendAt)?.toISOString() ?? sendAt;

/**
 * One conversation (spec 1 §2 "Chat"), the same for the guardian and the classroom: messages grouped by
 * date in a virtualised list, older pages on scroll, live events on the room's private channel, a resync
 * after every (re)subscription, and an outbox for what is typed offline.
 */
export function ChatRoom({ roomId, side, title, initialMessages, back }: ChatRoomProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<Map<number, Message>>(() => new Map(initialMessages.map((m) => [m.id, m])));
  const [pending, setPending] = useState<OutboxItem[]>(() => outbox.of(roomId));
  const [hasOlder, setHasOlder] = useState(initialMessages.length >= 50);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [reconnecting, setReconnecting] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [dialogFiles, setDialogFiles] = useState<File[]>([]);
  const [attachOpen, setAttachOpen] = useState(false);
  const [attachError, setAttachError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = useRef(0);
  const firstId = useRef(0);
  const flushing = useRef(false);

  const upsert = useCallback((list: readonly Message[]) => {
    if (list.length === 0) return;
    setMessages((current) => {
      const next = new Map(current);
      for (const m of list) next.set(m.id, m);
      return next;
    });
  }, []);

  const sorted = useMemo(() => byId(messages.values()), [messages]);
  lastId.current = sorted.at(-1)?.id ?? 0;
  firstId.current = sorted[0]?.id ?? 0;

  // Reading marks the room read on the server (and the user's channel says so); should the sidebar still
  // hold a count for this room, from a call that crossed the read, it asks again.
  const refreshUnread = useCallback(() => {
    if (side !== 'guardian') return;
    const key = queries.getChatRooms().queryKey;
    const rooms = queryClient.getQueryData<Schemas['ChatRoom'][]>(key);
    if (rooms?.some((r) => r.id === roomId && r.readStatus.unreadCount > 0)) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  }, [queryClient, side, roomId]);
  useEffect(refreshUnread, [refreshUnread]);

  const fetchMessages = useCallback(
    async (params: { newMessageId?: number; afterId?: number; beforeId?: number; heldFromId?: number }) => {
      const list = await queryClient.fetchQuery({
        ...queries.getChatMessages({ chatRoomId: roomId, from: side, ...params }),
        staleTime: 0,
      });
      refreshUnread();
      return list;
    },
    [queryClient, roomId, side, refreshUnread],
  );

  const sendOne = useCallback(
    (content: string, key: string, file?: File) =>
      mutations.sendChatMessage().mutationFn?.(
        // The spec's client sends senderType fc; the server decides the sender from the session.
        {
          chatRoomId: roomId,
          senderType: 'fc',
          content,
          idempotencyKey: key,
          ...(file ? { selectedFile: file } : {}),
        } as never,
        undefined as never,
      ) as Promise<Schemas['ChatMessageSent']>,
    [roomId],
  );

  // Sends what waits in the outbox, oldest first; stops at the first network failure to keep the order.
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (const item of outbox.of(roomId)) {
        try {
          const sent = await sendOne(item.content, item.key);
          if (sent.data) upsert([sent.data]);
          outbox.remove(item.key);
        } catch (e) {
          if (!isApiError(e)) break; // still offline: try again on the next reconnect
          outbox.remove(item.key); // the server refused it: retrying would not help
          setError(serverMessage(e, wordCode(CHAT_MESSAGES.sendFailed, t)));
        }
        setPending(outbox.of(roomId));
      }
    } finally {
      flushing.current = false;
      setPending(outbox.of(roomId));
    }
  }, [roomId, sendOne, upsert, t]);

  // Live: subscribe to the room's channel while the screen is open; leaving the screen leaves it.
  useEffect(() => {
    let left = false;
    let cleanup = () => {};
    const channelName = `private-chat-room.${roomId}`;
    void realtime(realtimeCalls).then((pusher) => {
      if (left) return;
      const channel = pusher.subscribe(channelName);
      const fetchOne = ({ id }: { id: number }) => void fetchMessages({ newMessageId: id }).then(upsert, () => {});
      channel.bind('message.sent', fetchOne);
      channel.bind('message.deleted', fetchOne);
      // After every (re)subscription: fetch what was missed since the last message held (with what was
      // deleted among those held meanwhile), then send the outbox.
      channel.bind('pusher:subscription_succeeded', () => {
        void fetchMessages({ afterId: lastId.current, heldFromId: firstId.current }).then(upsert, () => {});
        void flush();
      });
      const onState = ({ current }: { current: string }) =>
        setReconnecting(current === 'connecting' || current === 'unavailable');
      pusher.connection.bind('state_change', onState);
      cleanup = () => {
        pusher.connection.unbind('state_change', onState);
        channel.unbind_all();
        pusher.unsubscribe(channelName);
      };
    });
    return () => {
      left = true;
      cleanup();
    };
  }, [roomId, fetchMessages, upsert, flush]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [flush]);

  const rows = useMemo<Row[]>(() => {
    const out: Row[] = [];
    const withIso = sorted.map((m) => ({ ...m, sendAt: isoOf(m.sendAt), original: m }));
    for (const group of groupMessagesByDate(withIso)) {
      out.push({ kind: 'divider', key: `d-${group.date}`, date: group.date });
      for (const m of group.messages) out.push({ kind: 'message', key: `m-${m.id}`, message: m.original });
    }
    for (const item of pending) out.push({ kind: 'pending', key: `p-${item.key}`, item });
    return out;
  }, [sorted, pending]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (rows[i]?.kind === 'divider' ? 48 : 96),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 8,
  });

  // Newest at the bottom: scroll there on open and when a message arrives (spec 1 §9: after 500 ms).
  const rowCount = rows.length;
  const lastKey = rows.at(-1)?.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest row changes, not on every render
  useEffect(() => {
    if (rowCount === 0) return;
    const timer = window.setTimeout(() => virtualizer.scrollToIndex(rowCount - 1, { align: 'end' }), SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [lastKey]);

  const loadOlder = useCallback(async () => {
    const first = sorted[0];
    if (!hasOlder || loadingOlder || !first) return;
    setLoadingOlder(true);
    try {
      const older = await fetchMessages({ beforeId: first.id });
      setHasOlder(older.length >= 50);
      upsert(older);
    } catch {
      setError(wordCode(CHAT_MESSAGES.loadFailed, t));
    } finally {
      setLoadingOlder(false);
    }
  }, [sorted, hasOlder, loadingOlder, fetchMessages, upsert, t]);

  const onScroll = () => {
    if ((scroller.current?.scrollTop ?? 0) < 80) void loadOlder();
  };

  const send = async (text: string) => {
    setError(null);
    setSending(true);
    const content = text.trim();
    const attached = files;
    try {
      if (content) {
        const key = newSendKey();
        if (!navigator.onLine && attached.length === 0) {
          // Offline: the outbox keeps it (across a reload) and sends it on reconnect with the same key.
          outbox.add({ key, roomId, content, createdAt: new Date().toISOString() });
          setPending(outbox.of(roomId));
          return;
        }
        const sent = await sendOne(content, key);
        if (sent.data) upsert([sent.data]);
      }
      // Spec 1 §5: one message per file.
      for (const file of attached) {
        const sent = await sendOne('', newSendKey(), file);
        if (sent.data) upsert([sent.data]);
      }
      setFiles([]);
    } catch (e) {
      setError(serverMessage(e, wordCode(CHAT_MESSAGES.sendFailed, t)));
    } finally {
      setSending(false);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await mutations.deleteChatMessage().mutationFn?.({ id: toDelete.id } as never, undefined as never);
      upsert(await fetchMessages({ newMessageId: toDelete.id }));
      setToDelete(null);
    } catch (e) {
      setToDelete(null);
      setError(serverMessage(e, wordCode(CHAT_MESSAGES.deleteFailed, t)));
    } finally {
      setDeleting(false);
    }
  };

  const attach = () => {
    const large = dialogFiles.find((f) => f.size > ATTACHMENT_MAX_BYTES);
    if (large) {
      setAttachError(t(($) => $.chat.tooLarge, { name: large.name }));
      return;
    }
    setFiles(dialogFiles);
    setAttachOpen(false);
  };

  const own = (m: Message) => m.senderType === side;
  const downloadHref = (a: Message['attachments'][number], thumbnail = false) =>
    `/api/guardianChat/attachments/download?path=${encodeURIComponent(a.filePath)}&name=${encodeURIComponent(a.fileName)}${thumbnail ? '&thumbnail=1' : ''}`;

  return (
    <div className={styles.frame}>
      <div className={styles.header}>
        <h2 className={styles.roomName}>{title}</h2>
        {back}
      </div>
      {/* The frame already says the device is offline; the chat adds what happens to what is typed. */}
      {!online ? <Alert tone="info">{t(($) => $.chat.offline)}</Alert> : null}
      {online && reconnecting ? <Alert tone="info">{t(($) => $.chat.reconnecting)}</Alert> : null}
      {error ? (
        <Alert tone="critical" role="alert">
          {error}
        </Alert>
      ) : null}
      <section
        ref={scroller}
        className={styles.scroller}
        onScroll={onScroll}
        aria-label={t(($) => $.chat.messagesLabel, { name: title })}
        // The list scrolls by keyboard too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (axe scrollable-region-focusable)
        tabIndex={0}
      >
        {loadingOlder ? <p className={styles.status}>{t(($) => $.chat.loadingOlder)}</p> : null}
        {!hasOlder && sorted.length > 0 ? <p className={styles.status}>{t(($) => $.chat.noOlder)}</p> : null}
        {rows.length === 0 ? <p className={styles.status}>{t(($) => $.chat.empty)}</p> : null}
        <div className={styles.inner} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <div
                key={row.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                className={styles.row}
                style={{ transform: `translateY(${Math.round(item.start)}px)` }}
              >
                {row.kind === 'divider' ? (
                  <ChatDateDivider label={formatDate(row.date, { style: 'long' })} dateTime={row.date} />
                ) : row.kind === 'pending' ? (
                  <div className={styles.pending} data-pending="true">
                    <ChatBubble
                      senderType={side === 'guardian' ? 'guardian' : 'classroom'}
                      content={row.item.content}
                      time=""
                    />
                    <span className={styles.pendingNote}>
                      {t(($) => $.chat.pending)}：{t(($) => $.chat.pendingHint)}
                    </span>
                  </div>
                ) : (
                  <ChatBubble
                    data-message-id={row.message.id}
                    senderType={
                      side === 'guardian'
                        ? row.message.senderType === 'guardian'
                          ? 'guardian'
                          : 'classroom'
                        : own(row.message)
                          ? 'guardian'
                          : 'classroom'
                    }
                    senderName={row.message.senderName ?? undefined}
                    content={row.message.content ?? undefined}
                    time={messageTime(isoOf(row.message.sendAt))}
                    dateTime={isoOf(row.message.sendAt)}
                    deleted={row.message.deletedAt !== null}
                    attachments={row.message.attachments.map((a) => ({
                      id: String(a.id),
                      fileName: a.fileName,
                      href: downloadHref(a),
                      isImage: a.fileType.startsWith('image/'),
                    }))}
                    onDelete={
                      own(row.message) && canDeleteMessage({ ...row.message, senderType: 'guardian' })
                        ? () => setToDelete(row.message)
                        : undefined
                    }
                  />
                )}
              </div>
            );
          })}
        </div>
      </section>
      <div className={styles.composerSpacer} />
      <div>
        {files.length > 0 ? (
          <ul className={styles.fileList} aria-label={t(($) => $.chat.attachTitle)}>
            {files.map((f) => (
              <li key={`${f.name}-${f.size}`}>{f.name}</li>
            ))}
          </ul>
        ) : null}
        <ChatComposer
          className={styles.composerAboveNav}
          onSend={(text) => void send(text)}
          onAttach={() => {
            setDialogFiles(files);
            setAttachError(null);
            setAttachOpen(true);
          }}
          attachmentCount={files.length}
          sending={sending}
        />
      </div>
      <Dialog
        open={attachOpen}
        onOpenChange={setAttachOpen}
        title={t(($) => $.chat.attachTitle)}
        description={t(($) => $.chat.attachLead)}
      >
        <FileDropzone
          label={t(($) => $.chat.attachTitle)}
          files={dialogFiles}
          onFilesChange={(next) => {
            setAttachError(null);
            setDialogFiles(next);
          }}
          accept={ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',')}
          isAllowed={(file) => isAllowedAttachment(file.name)}
          rejectMessage={wordCode(ATTACHMENT_NOT_ALLOWED_MESSAGE, t)}
          multiple
          pickLabel={t(($) => $.chat.attachPick)}
          dropLabel={t(($) => $.chat.attachDrop)}
          error={attachError ?? undefined}
        />
        <div className={styles.header}>
          <Button variant="secondary" onClick={() => setAttachOpen(false)}>
            {t(($) => $.chat.attachCancel)}
          </Button>
          <Button onClick={attach}>{t(($) => $.chat.attachDone)}</Button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t(($) => $.chat.deleteTitle)}
        description={wordCode(CHAT_MESSAGES.deleteConfirm, t)}
        confirmLabel={t(($) => $.chat.deleteConfirm)}
        tone="critical"
        confirming={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
