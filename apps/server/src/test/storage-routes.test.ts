import { ja } from '@portal/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementFiles, files } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo';
import { createTestApp, type TestApp } from './app';
import { signedIn, type TestBrowser } from './browser';
import { multipartFile } from './images';
import { startS3 } from './s3';

const BACKENDS = [
  { driver: 'fs', start: async () => ({ env: {}, stop: async () => {} }) },
  { driver: 's3', start: startS3 },
];

/** Icons and attachments through the routes, with the app's storage on each driver (ADR 024). */
describe.each(BACKENDS)('files through the routes on the $driver storage', ({ start }) => {
  let backend: Awaited<ReturnType<typeof start>>;
  let t: TestApp;
  let guardian: TestBrowser;

  beforeAll(async () => {
    backend = await start();
    t = await createTestApp(backend.env, { seed: true, now: () => new Date('2026-05-11T01:00:00Z') });
    guardian = await signedIn(t.app, DEMO_ACCOUNTS.guardian, DEMO_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await backend.stop();
  });

  const upload = async (colour: string) => {
    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const body = multipartFile('image', 'me.png', 'image/png', png);
    const res = await guardian.request(
      { method: 'POST', url: '/api/user/icon', payload: body.payload },
      { headers: { 'content-type': body.contentType } },
    );
    expect(res.statusCode).toBe(200);
    return res.json().data as string;
  };
  const keyOf = async (fileId: number) => {
    const [row] = await t.database.db.select({ key: files.key }).from(files).where(eq(files.id, fileId));
    if (!row) throw new Error(`file ${fileId} has no row`);
    return row.key;
  };
  const fileIdOf = (iconPath: string) => Number(iconPath.split('/').pop());

  it('round-trips an icon upload, and replacing or deleting it removes the old object', async () => {
    const first = await upload('#3a7');
    const firstKey = await keyOf(fileIdOf(first));
    expect(await t.app.services.storage.exists(firstKey)).toBe(true);
    const served = await guardian.get(first);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Issue 31 item 25: never kept for after sign-out; the browser asks again and an unchanged icon is a 304.
    expect(served.headers['cache-control']).toBe('private, no-cache');
    const again = await guardian.request(
      { method: 'GET', url: first },
      { headers: { 'if-none-match': String(served.headers.etag) } },
    );
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(served.headers['content-disposition']).toBe('inline');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 3, height: 2 });

    const second = await upload('#f80');
    const secondKey = await keyOf(fileIdOf(second));
    expect(await t.app.services.storage.exists(firstKey)).toBe(false);
    expect((await guardian.get(first)).statusCode).toBe(404);
    expect((await guardian.get(second)).statusCode).toBe(200);

    expect((await guardian.request({ method: 'DELETE', url: '/api/user/icon' })).statusCode).toBe(200);
    expect(await t.app.services.storage.exists(secondKey)).toBe(false);
    expect((await guardian.get(second)).statusCode).toBe(404);
  });

  it('answers 404, not 500, for an icon whose object has gone missing', async () => {
    const iconPath = await upload('#07f');
    await t.app.services.storage.delete(await keyOf(fileIdOf(iconPath)));
    const res = await guardian.get(iconPath);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ja.serverRefusals.notFound });
  });

  it('serves seeded attachments from the storage, and 404 once an object has gone missing', async () => {
    const attached = await t.database.db
      .select({ announcementId: announcementFiles.announcementId, fileId: files.id, size: files.size, key: files.key })
      .from(announcementFiles)
      .innerJoin(files, eq(files.id, announcementFiles.fileId))
      .orderBy(files.id);
    // The guardian's own classroom's attachment: the first whose list the guardian may read.
    let mine: (typeof attached)[number] | undefined;
    for (const a of attached) {
      const list = await guardian.get(`/api/announcement/files?announcementsId=${a.announcementId}`);
      if (list.statusCode === 200 && list.json().length > 0) {
        mine = a;
        break;
      }
    }
    if (!mine) throw new Error('the guardian has no attachment');
    const url = `/api/announcement/files/download?name=a&path=${encodeURIComponent(`announcement/${mine.announcementId}/${mine.fileId}`)}`;
    const res = await guardian.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.length).toBe(mine.size);

    await t.app.services.storage.delete(mine.key);
    const gone = await guardian.get(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: '指定されたファイルは見つかりません。' });
  });
});
