import type { Schemas } from '@portal/api-client';
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
  Box,
  Button,
  ChatBubble,
  ChatComposer,
  ChatDateDivider,
  ConfirmDialog,
  Dialog,
  FileDropzone,
  Inline,
  Stack,
} from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { realtime } from '../../app/realtime';
import { serverMessage } from '../../app/serverMessage';
import { formDrafts } from '../../forms/drafts';
import { useFormatDate } from '../../i18n/dates';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './ChatRoom.css';
import { realtimeCalls } from './channel';
import { newSendKey, type OutboxItem, outbox } from './outbox';
import { flushOutbox, onOutboxSent } from './sendQueue';

type Message = Schemas['ChatMessage'];

/** The server's size limit (ADR 031), checked before sending so a big file is refused at once. */
export const ATTACHMENT_MAX_BYTES = 20_000_000;
/** Spec 1 §9: the list scrolls to the newest message after this delay. */
const SCROLL_DELAY_MS = 500;
/** The server's limit on a message's text (the contract's maxLength). */
export const MESSAGE_MAX_LENGTH = 2000;
/** Under this width the composer is a bar fixed above the bottom navigation. */
const FIXED_COMPOSER = '(max-width: 868px)';

/** Focus back where it was once a dialog without a trigger has closed (Radix would leave it on <body>). */
function focusAfterClose(target: HTMLElement | null, fallback: HTMLElement | null) {
  window.setTimeout(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    (target?.isConnected ? target : fallback)?.focus();
  }, 50);
}

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
  const outboxItems = useSyncExternalStore(outbox.subscribe, outbox.all, outbox.none);
  const pending = useMemo(
    () => outboxItems.filter((i) => i.roomId === roomId && i.side === side),
    [outboxItems, roomId, side],
  );
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
  const [toDiscard, setToDiscard] = useState<OutboxItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [viewing, setViewing] = useState<{ name: string; src: string } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const attachButton = useRef<HTMLButtonElement>(null);
  const viewerReturn = useRef<HTMLElement | null>(null);
  const dialogReturn = useRef<HTMLElement | null>(null);
  const keepFromBottom = useRef<number | null>(null);
  const lastId = useRef(0);
  const firstId = useRef(0);

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

  // Should the sidebar still hold a count for this room, from a call that crossed the read, it asks again.
  const refreshUnread = useCallback(() => {
    if (side !== 'guardian') return;
    const key = queries.getChatRooms().queryKey;
    const rooms = queryClient.getQueryData<Schemas['ChatRoom'][]>(key);
    if (rooms?.some((r) => r.id === roomId && r.readStatus.unreadCount > 0)) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  }, [queryClient, side, roomId]);

  // The room on screen is read: a POST behind the XSRF check (reading the list alone marks nothing, so a
  // link from another site cannot clear the count or the unread mail). The user's channel then says so.
  const markRead = useCallback(() => {
    const call = mutations.markChatRoomRead().mutationFn?.({ chatRoomId: roomId } as never, undefined as never);
    void Promise.resolve(call).then(refreshUnread, () => {});
  }, [roomId, refreshUnread]);
  useEffect(markRead, [markRead]);

  const fetchMessages = useCallback(
    async (params: { newMessageId?: number; afterId?: number; beforeId?: number; heldFromId?: number }) => {
      const list = await queryClient.fetchQuery({
        ...queries.getChatMessages({ chatRoomId: roomId, from: side, ...params }),
        staleTime: 0,
      });
      // Something new from the other side arrived while the room is open: it has been read.
      if (params.beforeId === undefined && list.some((m) => m.senderType !== side)) markRead();
      return list;
    },
    [queryClient, roomId, side, markRead],
  );

  // What the outbox sent (from here, or from the app's listener elsewhere) joins the list.
  useEffect(
    () =>
      onOutboxSent((sentRoomId, message) => {
        if (sentRoomId === roomId) upsert([message]);
      }),
    [roomId, upsert],
  );
  const flush = useCallback(() => flushOutbox(side), [side]);

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
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest row changes, not on every render
  useEffect(() => {
    if (rowCount === 0) return;
    const timer = window.setTimeout(() => {
      virtualizer.scrollToIndex(rowCount - 1, { align: 'end' });
      // On a phone the list's end would sit under the fixed composer: on open, the page scrolls so the list
      // ends above it (the list's scroll margin is the composer's and the bottom menu's height).
      const list = scroller.current;
      if (!opened.current && list && window.matchMedia(FIXED_COMPOSER).matches) {
        // As scrollIntoView({ block: 'end' }) would, but only this page's own scroll: scrollIntoView also
        // scrolls the frames around the page (an embedding site, Storybook's preview).
        const margin = Number.parseFloat(getComputedStyle(list).scrollMarginBottom) || 0;
        window.scrollBy({ top: list.getBoundingClientRect().bottom + margin - window.innerHeight });
      }
      opened.current = true;
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [lastKey]);

  // Older messages go above what the reader is looking at: keep the same distance from the list's end, so
  // the view stays on the message being read instead of jumping to the oldest one loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when rows were added, reading the DOM then
  useLayoutEffect(() => {
    const el = scroller.current;
    if (keepFromBottom.current === null || !el) return;
    el.scrollTop = el.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [rowCount]);

  const loadOlder = useCallback(async () => {
    const first = sorted[0];
    if (!hasOlder || loadingOlder || !first) return;
    setLoadingOlder(true);
    try {
      const older = await fetchMessages({ beforeId: first.id });
      setHasOlder(older.length >= 50);
      const el = scroller.current;
      if (el && older.length > 0) keepFromBottom.current = el.scrollHeight - el.scrollTop;
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

  /**
   * Every send goes through the outbox (issue 30): the text and each file (spec 1 §5: one message per file)
   * are kept, with their idempotency keys, before anything is sent, so no failure (offline, a network
   * error, a server error or restart, a refusal) loses them: what is not sent stays in the list as 送信待ち
   * or 送信できませんでした with 再送信 and 削除, and waits across a reload.
   */
  // Issue 30: the words in the composer are a draft of the tab, as a form's are: a reload, Back and Forward, or
  // an ended session keep them; sending hands them to the outbox; logout forgets them with the other drafts.
  const draftKey = `chat.${side}.${roomId}`;
  const [typed, setTyped] = useState('');
  // Read after the first render: a page drawn on the server has no session storage to draw it with.
  useEffect(() => setTyped(formDrafts.load<{ text: string }>(draftKey)?.values.text ?? ''), [draftKey]);
  const type = (text: string) => {
    setTyped(text);
    if (text === '') formDrafts.clear(draftKey);
    else formDrafts.save(draftKey, { values: { text }, base: { text: '' } });
  };

  const send = async (text: string) => {
    type('');
    setError(null);
    setSending(true);
    const content = text.trim();
    const attached = files;
    const createdAt = new Date().toISOString();
    const keys: string[] = [];
    try {
      if (content) {
        const key = newSendKey();
        keys.push(key);
        await outbox.add({ key, roomId, side, content, createdAt });
      }
      for (const file of attached) {
        const key = newSendKey();
        keys.push(key);
        await outbox.add(
          { key, roomId, side, content: '', createdAt, file: { name: file.name, type: file.type, size: file.size } },
          file,
        );
      }
      setFiles([]);
      // Offline: they wait for the connection (the browser's online event or the channel's resubscription).
      if (navigator.onLine) await flush();
      const failed = outbox.all().find((i) => keys.includes(i.key) && i.error);
      if (failed?.error) setError(failed.error);
    } finally {
      setSending(false);
    }
  };

  const retry = (item: OutboxItem) => {
    setError(null);
    outbox.retry(item.key);
    void flush().then(() => {
      const failed = outbox.all().find((i) => i.key === item.key && i.error);
      if (failed?.error) setError(failed.error);
    });
  };

  const openDialogFrom = () => {
    dialogReturn.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const closeDialog = () => focusAfterClose(dialogReturn.current, textarea.current);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await mutations.deleteChatMessage().mutationFn?.({ id: toDelete.id } as never, undefined as never);
      upsert(await fetchMessages({ newMessageId: toDelete.id }));
      setToDelete(null);
      // The message's delete control is gone with it: the composer is where the reader goes on.
      focusAfterClose(null, textarea.current);
    } catch (e) {
      setToDelete(null);
      closeDialog();
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
  // Images and PDFs are shown (inline); other files download.
  const downloadHref = (a: Message['attachments'][number], variant?: 'thumbnail' | 'inline') =>
    `/api/guardianChat/attachments/download?path=${encodeURIComponent(a.filePath)}&name=${encodeURIComponent(a.fileName)}${variant === 'thumbnail' ? '&thumbnail=1' : variant === 'inline' ? '&inline=1' : ''}`;
  const shownInline = (a: Message['attachments'][number]) =>
    a.fileType.startsWith('image/') || a.fileType === 'application/pdf';

  return (
    <Stack space="sm">
      <Inline space="sm" justifyContent="space-between">
        <h2 className={styles.roomName}>{title}</h2>
        {back}
      </Inline>
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
                  <Stack space="xxs" data-pending="true" data-failed={row.item.error ? 'true' : undefined}>
                    <ChatBubble
                      senderType="guardian"
                      content={
                        row.item.file
                          ? t(($) => $.chat.pendingFile, { name: row.item.file?.name ?? '' })
                          : row.item.content
                      }
                      time=""
                    />
                    {/* Said, not only shown: a send that failed, or waits, is news to a reader on another line. */}
                    <p className={styles.pendingNote} role="status">
                      {row.item.error ? (
                        <span className={styles.failedNote}>
                          {t(($) => $.chat.notSent)}：{row.item.error}
                          {row.item.refused ? '' : ` ${t(($) => $.chat.notSentHint)}`}
                        </span>
                      ) : (
                        <>
                          {t(($) => $.chat.pending)}
                          {online ? '' : `：${t(($) => $.chat.pendingHint)}`}
                        </>
                      )}
                    </p>
                    {row.item.error ? (
                      <Box display="flex" justifyContent="flex-end" gap="xs">
                        <Button variant="secondary" onClick={() => retry(row.item)}>
                          {t(($) => $.chat.retry)}
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => {
                            openDialogFrom();
                            setToDiscard(row.item);
                          }}
                        >
                          {t(($) => $.chat.discard)}
                        </Button>
                      </Box>
                    ) : !online ? (
                      <Box display="flex" justifyContent="flex-end" gap="xs">
                        <Button
                          variant="secondary"
                          onClick={() => {
                            openDialogFrom();
                            setToDiscard(row.item);
                          }}
                        >
                          {t(($) => $.chat.discard)}
                        </Button>
                      </Box>
                    ) : null}
                  </Stack>
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
                    // The classroom side sees a person, not the building: the guardian's initial.
                    initial={
                      side === 'fc' && row.message.senderType === 'guardian'
                        ? Array.from(row.message.senderName?.trim() ?? '')[0]
                        : undefined
                    }
                    content={row.message.content ?? undefined}
                    time={messageTime(isoOf(row.message.sendAt))}
                    dateTime={isoOf(row.message.sendAt)}
                    deleted={row.message.deletedAt !== null}
                    attachments={row.message.attachments.map((a) => ({
                      id: String(a.id),
                      fileName: a.fileName,
                      href: downloadHref(a, shownInline(a) ? 'inline' : undefined),
                      isImage: a.fileType.startsWith('image/'),
                      thumbnailSrc: downloadHref(a, 'thumbnail'),
                    }))}
                    onOpenImage={(a) => {
                      viewerReturn.current =
                        document.activeElement instanceof HTMLElement ? document.activeElement : null;
                      setViewing({ name: a.fileName, src: a.href });
                    }}
                    onDelete={
                      own(row.message) && canDeleteMessage({ ...row.message, senderType: 'guardian' })
                        ? () => {
                            openDialogFrom();
                            setToDelete(row.message);
                          }
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
          // Both frames, the guardian portal's and the staff pages', hold the phone's bottom edge with their menu.
          className={styles.composerAboveNav}
          value={typed}
          onValueChange={type}
          onSend={(text) => void send(text)}
          onAttach={() => {
            setDialogFiles(files);
            setAttachError(null);
            setAttachOpen(true);
          }}
          attachmentCount={files.length}
          sending={sending}
          limit={MESSAGE_MAX_LENGTH}
          textareaRef={textarea}
          attachButtonRef={attachButton}
        />
      </div>
      <Dialog
        open={attachOpen}
        onOpenChange={setAttachOpen}
        title={t(($) => $.chat.attachTitle)}
        description={t(($) => $.chat.attachLead)}
        returnFocusRef={attachButton}
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
        <Inline space="sm" justifyContent="space-between">
          <Button variant="secondary" onClick={() => setAttachOpen(false)}>
            {t(($) => $.chat.attachCancel)}
          </Button>
          <Button onClick={attach}>{t(($) => $.chat.attachDone)}</Button>
        </Inline>
      </Dialog>
      <Dialog
        open={viewing !== null}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
        title={viewing?.name ?? ''}
        returnFocusRef={viewerReturn}
      >
        {viewing ? (
          <Stack space="sm" alignItems="center">
            <img className={styles.viewerImage} src={viewing.src} alt={viewing.name} />
            <a href={viewing.src} target="_blank" rel="noreferrer">
              {t(($) => $.chat.viewerOpenOriginal)}
            </a>
          </Stack>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={toDiscard !== null}
        onOpenChange={(open) => {
          if (open) return;
          setToDiscard(null);
          closeDialog();
        }}
        title={t(($) => $.chat.discardTitle)}
        description={t(($) => $.chat.discardConfirm)}
        confirmLabel={t(($) => $.chat.deleteConfirm)}
        tone="critical"
        onConfirm={() => {
          if (toDiscard) outbox.remove(toDiscard.key);
          setToDiscard(null);
          focusAfterClose(null, textarea.current);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (open) return;
          setToDelete(null);
          closeDialog();
        }}
        title={t(($) => $.chat.deleteTitle)}
        description={wordCode(CHAT_MESSAGES.deleteConfirm, t)}
        confirmLabel={t(($) => $.chat.deleteConfirm)}
        tone="critical"
        confirming={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
