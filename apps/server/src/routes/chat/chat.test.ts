import { createHmac } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/app';
import { signedIn, TestBrowser } from '../../test/browser';
import { CHAT_ATTACHMENT_MAX_BYTES } from './attachments';

type Message = {
  id: number;
  senderType: string;
  senderName: string | null;
  content: string | null;
  deletedAt: string | null;
  attachments: { id: number; fileName: string; filePath: string; fileType: string }[];
};

/** The send form as the portal posts it: multipart with the spec's fields and at most one file. */
function sendForm(fields: Record<string, string | number>, file?: { name: string; data: Buffer }) {
  const boundary = 'chatboundary';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="selectedFile"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('guardianChat: rooms, messages, sends once, attachments, family isolation', () => {
  let t: TestApp;
  let guardian: TestBrowser;
  let guardian2: TestBrowser;
  let staff: TestBrowser;
  let jiyugaoka: number;
  let kichijoji: number;
  let png: Buffer;

  const send = (b: TestBrowser, fields: Record<string, string | number>, file?: { name: string; data: Buffer }) => {
    const form = sendForm({ senderType: 'fc', content: '', ...fields }, file);
    return b.request(
      { method: 'POST', url: '/api/guardianChat/message/send', payload: form.payload },
      { headers: form.headers },
    );
  };
  /** The room of a classroom, created on first use: a POST behind the XSRF check (issue 31 item 20). */
  const roomOf = (b: TestBrowser, classroomNo: string) =>
    b.request({ method: 'POST', url: '/api/guardianChat/room/findOrCreate', payload: { classroomNo } });
  const markRead = (b: TestBrowser, chatRoomId: number) =>
    b.request({ method: 'POST', url: '/api/guardianChat/message/read', payload: { chatRoomId } });
  const messages = async (b: TestBrowser, roomId: number, extra = '') => {
    const res = await b.get(`/api/guardianChat/message/index?chatRoomId=${roomId}&from=guardian${extra}`);
    expect(res.statusCode).toBe(200);
    return res.json() as Message[];
  };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
    guardian2 = await signedIn(t.app, DEMO_ACCOUNTS.guardian2, DEMO_PASSWORD);
    staff = new TestBrowser(t.app);
    await staff.ensureXsrf();
    const res = await staff.request({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: DEMO_ACCOUNTS.staff, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    jiyugaoka = (await roomOf(guardian, '1301')).json().id;
    kichijoji = (await roomOf(guardian2, '1303')).json().id;
    png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  it('lists the classrooms each family attends, and only those', async () => {
    expect((await guardian.get('/api/guardianChat/classroom/list')).json()).toEqual([
      { classroomNo: '1301', classroomName: '自由が丘教室' },
      { classroomNo: '1402', classroomName: '武蔵小杉教室' },
    ]);
    expect((await guardian2.get('/api/guardianChat/classroom/list')).json()).toEqual([
      { classroomNo: '1303', classroomName: '吉祥寺教室' },
    ]);
    // A classroom the family does not attend has no room for it.
    expect((await roomOf(guardian, '1303')).statusCode).toBe(403);
  });

  it('counts the unread classroom reply and clears it when the room is opened', async () => {
    const unreadOf = async () =>
      (
        (await guardian.get('/api/guardianChat/room/index')).json() as {
          id: number;
          readStatus: { unreadCount: number };
        }[]
      ).find((r) => r.id === jiyugaoka)?.readStatus.unreadCount;
    expect(await unreadOf()).toBe(1);
    const list = await messages(guardian, jiyugaoka);
    expect(list.length).toBeGreaterThan(3);
    const deleted = list.find((m) => m.deletedAt !== null);
    expect(deleted?.content).toBeNull();
    expect(list.find((m) => m.senderType === 'fc')?.senderName).toBe('山本 大輔');
    // Reading alone changes nothing (a GET a link from another site could make); the portal's POST does.
    expect(await unreadOf()).toBe(1);
    expect((await markRead(guardian2, jiyugaoka)).statusCode).toBe(403);
    expect((await markRead(guardian, jiyugaoka)).statusCode).toBe(200);
    expect(await unreadOf()).toBe(0);
  });

  it('takes no state change by GET: no room is created and nothing is marked read without the XSRF header', async () => {
    // The old GET that created a room is gone, so a cross-site link creates nothing.
    expect((await guardian.get('/api/guardianChat/room/findOrCreate?classroomNo=1402')).statusCode).toBe(404);
    const noHeader = await guardian.request(
      { method: 'POST', url: '/api/guardianChat/message/read', payload: { chatRoomId: jiyugaoka } },
      { csrf: false },
    );
    expect(noHeader.statusCode).toBe(419);
    const room = await guardian.request(
      { method: 'POST', url: '/api/guardianChat/room/findOrCreate', payload: { classroomNo: '1402' } },
      { csrf: false },
    );
    expect(room.statusCode).toBe(419);
  });

  it('keeps another family out of the room, its messages, its channel and its sends', async () => {
    expect(
      (await guardian2.get(`/api/guardianChat/message/index?chatRoomId=${jiyugaoka}&from=guardian`)).statusCode,
    ).toBe(403);
    expect((await send(guardian2, { chatRoomId: jiyugaoka, content: '他の家族から' })).statusCode).toBe(403);
    const auth = await guardian2.request(
      {
        method: 'POST',
        url: '/broadcasting/auth',
        payload: `socket_id=1.2&channel_name=private-chat-room.${jiyugaoka}`,
      },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(auth.statusCode).toBe(403);
    expect((await messages(guardian, jiyugaoka)).some((m) => m.content === '他の家族から')).toBe(false);
  });

  it('signs the own room’s channel with the app secret (HMAC-SHA256 of socket_id:channel)', async () => {
    const res = await guardian.request(
      {
        method: 'POST',
        url: '/broadcasting/auth',
        payload: `socket_id=123.456&channel_name=private-chat-room.${jiyugaoka}`,
      },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(res.statusCode).toBe(200);
    const { key, secret } = t.app.realtime.config;
    const signature = createHmac('sha256', secret).update(`123.456:private-chat-room.${jiyugaoka}`).digest('hex');
    expect(res.json()).toEqual({ auth: `${key}:${signature}` });
  });

  it('stores a retried send once: the same idempotency key answers the first message', async () => {
    const before = (await messages(guardian, jiyugaoka)).length;
    const first = await send(guardian, {
      chatRoomId: jiyugaoka,
      content: '明日は少し遅れます。',
      idempotencyKey: 'retry-key-0001',
    });
    const again = await send(guardian, {
      chatRoomId: jiyugaoka,
      content: '明日は少し遅れます。',
      idempotencyKey: 'retry-key-0001',
    });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(first.json().data).toMatchObject({ senderType: 'guardian', content: '明日は少し遅れます。' });
    const after = await messages(guardian, jiyugaoka);
    expect(after.length).toBe(before + 1);
    // Concurrent retries of one key still make one message.
    const key = 'concurrent-key-01';
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(guardian, { chatRoomId: jiyugaoka, content: '同時送信', idempotencyKey: key })),
    );
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect((await messages(guardian, jiyugaoka)).filter((m) => m.content === '同時送信')).toHaveLength(1);
  });

  it('refuses an empty message with a Japanese field message', async () => {
    const res = await send(guardian, { chatRoomId: jiyugaoka, content: '   ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.content[0]).toBe('メッセージを入力するか、ファイルを添付してください。');
  });

  it('stores an image with a re-encoded thumbnail, served only to the room’s members as a download', async () => {
    const res = await send(guardian, { chatRoomId: jiyugaoka, content: '' }, { name: '作品の写真.png', data: png });
    expect(res.statusCode).toBe(200);
    const [attachment] = res.json().data.attachments;
    expect(attachment).toMatchObject({ fileName: '作品の写真.png', fileType: 'image/png' });
    const url = `/api/guardianChat/attachments/download?path=${attachment.filePath}&name=x`;
    const file = await guardian.get(url);
    expect(file.statusCode).toBe(200);
    // The very picture sent (PNG is redrawn losslessly, without metadata).
    expect((await sharp(file.rawPayload).raw().toBuffer()).equals(await sharp(png).raw().toBuffer())).toBe(true);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''%E4%BD%9C%E5%93%81");
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    // Opened from the bubble, a picture is shown in the browser rather than saved.
    const shown = await guardian.get(`${url}&inline=1`);
    expect(shown.headers['content-disposition']).toMatch(/^inline;/);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    const thumb = await guardian.get(`${url}&thumbnail=1`);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(480);
    // The staff of the classroom reads it; another family does not learn it exists.
    expect((await staff.get(url)).statusCode).toBe(200);
    expect((await guardian2.get(url)).statusCode).toBe(404);
  });

  it('keeps no camera metadata in a photo (the GPS position of a home), turned upright at its full size', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c84' } })
      .jpeg()
      .withExif({ IFD0: { Artist: '保護者の名前' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 36/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await send(guardian, { chatRoomId: jiyugaoka, content: '' }, { name: 'IMG_0001.JPG', data: photo });
    expect(res.statusCode).toBe(200);
    const [attachment] = res.json().data.attachments;
    const url = `/api/guardianChat/attachments/download?path=${attachment.filePath}&name=x`;
    for (const served of [await staff.get(url), await staff.get(`${url}&thumbnail=1`)]) {
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
    }
    // Upright (the camera's orientation 6 is a quarter turn) and not shrunk.
    expect(await sharp((await staff.get(url)).rawPayload).metadata()).toMatchObject({ width: 600, height: 900 });
  });

  it('takes a picture by its bytes, not its name: a PNG named .JPG is stored and served as the PNG it is', async () => {
    const res = await send(guardian, { chatRoomId: jiyugaoka, content: '' }, { name: 'IMG_0002.JPG', data: png });
    expect(res.statusCode).toBe(200);
    const [attachment] = res.json().data.attachments;
    expect(attachment).toMatchObject({ fileName: 'IMG_0002.JPG', fileType: 'image/png' });
    const url = `/api/guardianChat/attachments/download?path=${attachment.filePath}&name=x`;
    expect((await guardian.get(url)).headers['content-type']).toBe('image/png');
    expect((await guardian.get(`${url}&thumbnail=1`)).headers['content-type']).toBe('image/jpeg');
    // A page under a picture's name is still refused.
    const gif = await send(guardian, { chatRoomId: jiyugaoka }, { name: 'photo.jpg', data: Buffer.from('%PDF-1.4') });
    expect(gif.statusCode).toBe(422);
  });

  it('refuses a file whose type is not allowed or whose bytes are not what its name says, and one too large', async () => {
    const exe = await send(guardian, { chatRoomId: jiyugaoka }, { name: 'setup.exe', data: Buffer.from('MZ\x90\x00') });
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors.selectedFile[0]).toBe('このファイル形式は添付できません。');
    const html = await send(
      guardian,
      { chatRoomId: jiyugaoka },
      { name: 'photo.png', data: Buffer.from('<html><script>x</script>') },
    );
    expect(html.statusCode).toBe(422);
    expect(html.json().errors.selectedFile[0]).toContain('拡張子と一致しません');
    const big = await send(
      guardian,
      { chatRoomId: jiyugaoka },
      { name: 'big.pdf', data: Buffer.alloc(CHAT_ATTACHMENT_MAX_BYTES + 1) },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('ファイルが大きすぎます。20MB以下のファイルを選択してください。');
    const text = await send(
      guardian,
      { chatRoomId: jiyugaoka },
      { name: '持ち物.txt', data: Buffer.from('上履き、筆記用具') },
    );
    expect(text.statusCode).toBe(200);
    // Only pictures and PDFs are shown inline: a text file asked for inline still downloads.
    const txtUrl = `/api/guardianChat/attachments/download?path=${text.json().data.attachments[0].filePath}&name=x&inline=1`;
    expect((await guardian.get(txtUrl)).headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('keeps only what a file is (issue 31 item 24): a GIF drawn again, a scripted PDF and a hollow Office file refused', async () => {
    // A GIF with a page after its image: stored as a GIF drawn again, without the page.
    const frame = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([frame, Buffer.from('<html><script>alert(1)</script></html>')]);
    const gif = await send(guardian, { chatRoomId: jiyugaoka }, { name: 'stamp.gif', data: polyglot });
    expect(gif.statusCode).toBe(200);
    const [stored] = gif.json().data.attachments;
    const served = await guardian.get(`/api/guardianChat/attachments/download?path=${stored.filePath}&name=x`);
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'gif', width: 8, height: 8 });

    const pdf = (body: string) =>
      Buffer.from(`%PDF-1.4\n1 0 obj\n${body}\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
    const plain = await send(
      guardian,
      { chatRoomId: jiyugaoka },
      { name: '案内.pdf', data: pdf('<< /Type /Catalog >>') },
    );
    expect(plain.statusCode).toBe(200);
    const scripted = pdf('<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>');
    for (const [name, data] of [
      ['script.pdf', scripted],
      // The same script hidden in a compressed stream.
      [
        'hidden.pdf',
        Buffer.concat([
          Buffer.from('%PDF-1.5\n1 0 obj\n<< /Length 40 /Filter /FlateDecode >>\nstream\n'),
          deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>')),
          Buffer.from('\nendstream\nendobj\n%%EOF\n'),
        ]),
      ],
      // Cut off: no end.
      ['cut.pdf', Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>')],
    ] as const) {
      const refused = await send(guardian, { chatRoomId: jiyugaoka }, { name, data });
      expect(refused.statusCode, name).toBe(422);
      expect(refused.json().errors.selectedFile[0], name).toContain('拡張子と一致しません');
    }

    // A "docx" that is only a zip of something else, and one with macros, are refused; a real one is taken.
    const office = (files: Record<string, string>) =>
      Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)]))));
    const hollow = await send(
      guardian,
      { chatRoomId: jiyugaoka },
      { name: '報告.docx', data: office({ 'a.txt': 'x' }) },
    );
    expect(hollow.statusCode).toBe(422);
    const word = { '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' };
    const macro = await send(
      guardian,
      { chatRoomId: jiyugaoka },
      { name: '報告.docx', data: office({ ...word, 'word/vbaProject.bin': 'macro' }) },
    );
    expect(macro.statusCode).toBe(422);
    const real = await send(guardian, { chatRoomId: jiyugaoka }, { name: '報告.docx', data: office(word) });
    expect(real.statusCode).toBe(200);
    expect(real.json().data.attachments[0].fileType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('deletes only the guardian’s own message, once', async () => {
    const mine = (await send(guardian, { chatRoomId: jiyugaoka, content: '削除するメッセージ' })).json().data.id;
    const del = (b: TestBrowser, id: number) =>
      b.request({ method: 'DELETE', url: `/api/guardianChat/message/delete/${id}` });
    expect((await del(guardian2, mine)).statusCode).toBe(403);
    expect((await del(guardian, mine)).statusCode).toBe(200);
    expect((await del(guardian, mine)).statusCode).toBe(403);
    const shown = (await messages(guardian, jiyugaoka, `&newMessageId=${mine}`))[0];
    expect(shown).toMatchObject({ id: mine, content: null, attachments: [] });
    expect(shown?.deletedAt).not.toBeNull();
    const classroomMessage = (await messages(guardian, jiyugaoka)).find((m) => m.senderType === 'fc' && !m.deletedAt);
    expect((await del(guardian, classroomMessage?.id ?? 0)).statusCode).toBe(403);
  });

  it('pages older messages and resyncs after a known id', async () => {
    const latest = await messages(guardian, jiyugaoka);
    const last = latest.at(-1)?.id ?? 0;
    expect(await messages(guardian, jiyugaoka, `&afterId=${last}`)).toEqual([]);
    const next = (await send(staff, { chatRoomId: jiyugaoka, content: '承知しました。' })).json().data.id;
    expect((await messages(guardian, jiyugaoka, `&afterId=${last}`)).map((m) => m.id)).toEqual([next]);
    const first = latest[0]?.id ?? 0;
    const older = await messages(guardian, jiyugaoka, `&beforeId=${first}`);
    expect(older.every((m) => m.id < first)).toBe(true);
  });

  it('lets the classroom staff list its rooms and answer as the classroom, never another classroom’s room', async () => {
    const rooms = (await staff.get('/api/staff/chat/rooms')).json();
    expect(rooms.name).toBe('山本 大輔');
    expect(rooms.data.map((r: { classroomName: string }) => r.classroomName).sort()).toEqual([
      '武蔵小杉教室',
      '自由が丘教室',
    ]);
    const reply = await send(staff, { chatRoomId: jiyugaoka, content: '明日お待ちしております。' });
    expect(reply.json().data).toMatchObject({ senderType: 'fc', senderName: '山本 大輔' });
    expect((await send(staff, { chatRoomId: kichijoji, content: '別の教室' })).statusCode).toBe(403);
    expect((await staff.get(`/api/guardianChat/message/index?chatRoomId=${kichijoji}&from=fc`)).statusCode).toBe(403);
    // Guardians have no staff list.
    expect((await guardian.get('/api/staff/chat/rooms')).statusCode).toBe(403);
  });

  it('seeds a long history in the room at 武蔵小杉教室, read to the end by pages, with photographs and nothing unread', async () => {
    const room = (await roomOf(guardian, '1402')).json().id;
    const unread = (await guardian.get('/api/guardianChat/room/index')).json() as {
      id: number;
      readStatus: { unreadCount: number };
    }[];
    expect(unread.find((r) => r.id === room)?.readStatus.unreadCount).toBe(0);
    let page = await messages(guardian, room);
    expect(page).toHaveLength(50);
    const all = [...page];
    while (page.length === 50) {
      page = await messages(guardian, room, `&beforeId=${all[0]?.id}`);
      all.unshift(...page);
    }
    expect(all.length).toBeGreaterThan(250);
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    const photos = all.flatMap((m) => m.attachments);
    expect(photos.map((p) => p.fileName)).toEqual(['作品の写真1.jpg', '作品の写真2.jpg']);
    const thumb = await guardian.get(
      `/api/guardianChat/attachments/download?path=${photos[0]?.filePath}&name=x&thumbnail=1`,
    );
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);
  });
});
