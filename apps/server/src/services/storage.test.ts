import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type StorageConfig } from '../config';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { startS3 } from '../test/s3';
import { createStorage, FileStorage, moveLegacyContents } from './storage';

type Backend = { config: StorageConfig; stop: () => Promise<void> };

const DRIVERS: { driver: string; start: () => Promise<Backend> }[] = [
  {
    driver: 'fs',
    start: async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
      return {
        config: loadConfig({ STORAGE_DIR: dir }).storage,
        stop: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    driver: 's3',
    start: async () => {
      const s3 = await startS3();
      return { config: loadConfig(s3.env).storage, stop: s3.stop };
    },
  },
];

describe.each(DRIVERS)('the file storage on the $driver driver', ({ driver, start }) => {
  let backend: Backend;
  let storage: FileStorage;

  beforeAll(async () => {
    backend = await start();
    expect(backend.config.driver).toBe(driver);
    storage = await createStorage(backend.config);
  });
  afterAll(async () => {
    storage.close();
    await backend.stop();
  });

  it('reads back exactly the bytes it wrote, and says the object exists', async () => {
    const key = FileStorage.newKey();
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, ...Buffer.from('保護者会出欠票')]);
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, bytes, 'image/png');
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.read(key)).toEqual(bytes);
  });

  it('replaces the contents when the same key is written again', async () => {
    const key = FileStorage.newKey();
    await storage.put(key, Buffer.from('first'), 'text/plain');
    await storage.put(key, Buffer.from('second'), 'text/plain');
    expect((await storage.read(key))?.toString()).toBe('second');
  });

  it('deletes an object, after which reading answers null rather than throwing', async () => {
    const key = FileStorage.newKey();
    await storage.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.read(key)).toBeNull();
  });

  it('answers null for a key that never had an object, and deleting it is no error', async () => {
    const key = FileStorage.newKey();
    expect(await storage.read(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('keeps every key apart: two new keys never match', () => {
    const keys = new Set(Array.from({ length: 100 }, () => FileStorage.newKey()));
    expect(keys.size).toBe(100);
  });
});

describe('the storage configuration', () => {
  it('uses a folder under the data directory unless told otherwise', () => {
    const { storage } = loadConfig({});
    expect(storage).toMatchObject({ driver: 'fs' });
    expect(storage.driver === 'fs' && storage.root).toMatch(/[\\/]\.data[\\/]storage$/);
  });

  it('reads the S3 settings, path-style when an endpoint is named', () => {
    const env = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(env).storage).toEqual({
      driver: 's3',
      bucket: 'files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'files', S3_REGION: 'ap-northeast-1' }).storage).toEqual({
      driver: 's3',
      bucket: 'files',
      region: 'ap-northeast-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses to start on an unknown driver or an S3 setting that is missing', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/fs or s3/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(/together/);
  });
});

describe('migration 0009: contents stored in the database move to the storage', () => {
  const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
  let before: string;
  let dir: string;

  beforeAll(() => {
    // The migrations up to 0008, to hold a file as it was stored before.
    before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    cpSync(migrations, before, { recursive: true });
    const journal = JSON.parse(readFileSync(path.join(before, 'meta/_journal.json'), 'utf8'));
    journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < '0009');
    writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));
    dir = mkdtempSync(path.join(tmpdir(), 'storage-test-'));
  });
  afterAll(() => {
    rmSync(before, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the bytes of existing files, readable under their new keys once the server has started', async () => {
    const client = await PGlite.create('memory://');
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: before });
    const pdf = Buffer.from('%PDF-1.4 保護者会のご案内');
    await client.query(
      `insert into files (name, mime_type, size, data) values ('案内.pdf', 'application/pdf', $1, $2)`,
      [pdf.length, pdf],
    );
    await migrate(db, { migrationsFolder: migrations });

    const [file] = await db.select().from(schema.files);
    expect(file).toMatchObject({ name: '案内.pdf', mimeType: 'application/pdf', size: pdf.length, key: 'legacy/1' });
    const storage = await createStorage({ driver: 'fs', root: dir });
    const moved = await moveLegacyContents(db as unknown as Database, storage);
    expect(moved).toBe(1);
    expect(await storage.read('legacy/1')).toEqual(pdf);
    expect(await db.select().from(schema.legacyFileContents)).toEqual([]);
    // A second start finds nothing left to move.
    expect(await moveLegacyContents(db as unknown as Database, storage)).toBe(0);
    await client.close();
  }, 180_000);
});
