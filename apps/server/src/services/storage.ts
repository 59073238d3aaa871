import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Disk } from 'flydrive';
import { FSDriver } from 'flydrive/drivers/fs';
import type { StorageConfig } from '../config';
import type { Database } from '../db/client';
import { files, legacyFileContents } from '../db/schema';

/**
 * File contents by key, on the one disk the configuration names (ADR 024): a local folder, or an S3
 * bucket that every server instance behind a load balancer shares. Rows in `files` hold the key.
 */
export class FileStorage {
  constructor(
    private readonly disk: Disk,
    private readonly release: () => void = () => {},
  ) {}

  /** Random, so instances never collide and a key says nothing about a file's name or owner. */
  static newKey(): string {
    return `files/${randomUUID()}`;
  }

  async put(key: string, contents: Uint8Array, contentType: string): Promise<void> {
    await this.disk.put(key, contents, { contentType });
  }

  /** The contents, or null when no object has the key (a row whose object is gone answers 404, not 500). */
  async read(key: string): Promise<Buffer | null> {
    try {
      const bytes = await this.disk.getBytes(key);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      // Drivers word "not found" differently; asking again tells a missing object from a broken store.
      if (!(await this.disk.exists(key))) return null;
      throw error;
    }
  }

  exists(key: string): Promise<boolean> {
    return this.disk.exists(key);
  }

  /** Deleting a missing object succeeds: the end state is the same. */
  async delete(key: string): Promise<void> {
    await this.disk.delete(key);
  }

  /** Lets go of the driver's connections (the S3 client keeps sockets alive). */
  close(): void {
    this.release();
  }
}

export async function createStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.driver === 'fs') {
    return new FileStorage(new Disk(new FSDriver({ location: config.root, visibility: 'private' })));
  }
  // Loaded only when configured, so a folder-backed server never loads the AWS SDK.
  const [{ S3Client }, { S3Driver }] = await Promise.all([import('@aws-sdk/client-s3'), import('flydrive/drivers/s3')]);
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  // Objects stay private through the bucket; ACL calls are off because R2 and many S3-compatible servers refuse them.
  const driver = new S3Driver({ client, bucket: config.bucket, visibility: 'private', supportsACL: false });
  return new FileStorage(new Disk(driver), () => client.destroy());
}

/**
 * Moves contents that migration 0009 kept in the database into the storage, one row at a time, so a
 * database from before ADR 024 keeps its files. Safe to run on several instances at once: a row is
 * deleted only after its object is written, and writing the same bytes twice is harmless.
 */
export async function moveLegacyContents(db: Database, storage: FileStorage): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await db
      .select({
        fileId: legacyFileContents.fileId,
        data: legacyFileContents.data,
        key: files.key,
        mimeType: files.mimeType,
      })
      .from(legacyFileContents)
      .innerJoin(files, eq(files.id, legacyFileContents.fileId))
      .limit(20);
    if (batch.length === 0) return moved;
    for (const row of batch) {
      await storage.put(row.key, row.data, row.mimeType);
      await db.delete(legacyFileContents).where(eq(legacyFileContents.fileId, row.fileId));
      moved++;
    }
  }
}
