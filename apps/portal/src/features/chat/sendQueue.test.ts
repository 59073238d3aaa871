import { ApiError } from '@portal/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The send call as the API client makes it: each test says how the server answers.
const send = vi.fn();
vi.mock('../../app/api', () => ({
  mutations: {
    sendChatMessage: () => ({ mutationFn: (variables: unknown) => send(variables) }),
  },
}));

const { outbox } = await import('./outbox');
const { flushOutbox, onOutboxSent } = await import('./sendQueue');

const message = (id: number, content: string) => ({
  id,
  senderType: 'guardian' as const,
  senderName: null,
  content,
  sendAt: '2026-11-28 10:00:00',
  deletedAt: null,
  attachments: [],
});
const item = (key: string, content: string, roomId = 70) => ({
  key,
  roomId,
  side: 'guardian' as const,
  content,
  createdAt: '2026-11-28T01:00:00.000Z',
});
const keys = () => outbox.all().map((i) => i.key);

describe('the chat outbox (issue 30: no words lost, each sent once)', () => {
  beforeEach(() => {
    for (const queued of outbox.all()) outbox.remove(queued.key);
    send.mockReset();
  });

  it('keeps a message the server failed on (500), with the reason, and sends it with the same key later', async () => {
    await outbox.add(item('key-aaaa-0001', '明日は休みます。'));
    send.mockRejectedValueOnce(new ApiError(500, { message: 'Internal Server Error' }));
    await flushOutbox('guardian');
    expect(outbox.all()).toEqual([
      expect.objectContaining({ content: '明日は休みます。', error: 'メッセージの送信に失敗しました' }),
    ]);
    expect(outbox.all()[0]?.refused).toBe(false);

    const sent = vi.fn();
    const stop = onOutboxSent(sent);
    send.mockResolvedValueOnce({ success: true, data: message(1, '明日は休みます。') });
    await flushOutbox('guardian');
    stop();
    expect(keys()).toEqual([]);
    expect(sent).toHaveBeenCalledWith(70, expect.objectContaining({ id: 1 }));
    // The same idempotency key both times: the server stores it once even if the first had reached it.
    expect(send.mock.calls.map(([v]) => (v as { idempotencyKey: string }).idempotencyKey)).toEqual([
      'key-aaaa-0001',
      'key-aaaa-0001',
    ]);
  });

  it('keeps the order while the server is unreachable: a network error stops the flush at that message', async () => {
    await outbox.add(item('key-bbbb-0001', '一通目'));
    await outbox.add(item('key-bbbb-0002', '二通目'));
    send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await flushOutbox('guardian');
    expect(send).toHaveBeenCalledTimes(1);
    expect(keys()).toEqual(['key-bbbb-0001', 'key-bbbb-0002']);
    // The one behind says it was not sent either, so it offers 再送信 and 削除 too.
    expect(outbox.all().every((i) => i.error === 'メッセージの送信に失敗しました' && !i.refused)).toBe(true);
  });

  it('names a file the server refuses, stops retrying it, and sends the rest', async () => {
    const photo = new File(['%PDF-1.4'], '発表会.png', { type: 'image/png' });
    await outbox.add(
      { ...item('key-cccc-0001', ''), file: { name: photo.name, type: photo.type, size: photo.size } },
      photo,
    );
    await outbox.add(item('key-cccc-0002', '写真は後で送ります。'));
    send.mockImplementation(async (v: { selectedFile?: File; content: string }) => {
      if (v.selectedFile) {
        throw new ApiError(422, {
          message: 'ファイルの中身が拡張子と一致しません。',
          errors: { selectedFile: ['ファイルの中身が拡張子と一致しません。'] },
        });
      }
      return { success: true, data: message(2, v.content) };
    });
    await flushOutbox('guardian');
    // The text after the refused file went; the file stays listed, named, and is not tried again by itself.
    expect(send.mock.calls.map(([v]) => (v as { content: string }).content)).toEqual(['', '写真は後で送ります。']);
    expect(outbox.all()).toEqual([
      expect.objectContaining({
        key: 'key-cccc-0001',
        refused: true,
        error: '「発表会.png」を送信できませんでした。ファイルの中身が拡張子と一致しません。',
      }),
    ]);
    await flushOutbox('guardian');
    expect(send).toHaveBeenCalledTimes(2);
    // 再送信 tries it again, with its file.
    outbox.retry('key-cccc-0001');
    await flushOutbox('guardian');
    expect(send).toHaveBeenCalledTimes(3);
    const third = send.mock.calls[2]?.[0] as { selectedFile?: File } | undefined;
    expect(third?.selectedFile?.name).toBe('発表会.png');
  });

  it('sends only the side that wrote it: a staff session never sends a guardian’s words', async () => {
    await outbox.add({ ...item('key-dddd-0001', '教室から'), side: 'fc' });
    send.mockResolvedValue({ success: true, data: message(3, 'x') });
    await flushOutbox('guardian');
    expect(send).not.toHaveBeenCalled();
    expect(keys()).toEqual(['key-dddd-0001']);
  });
});
