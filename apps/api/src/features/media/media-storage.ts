import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaStorageConfig } from './media-storage-config';

/** A stored file's size and date (what /media needs for its headers and byte ranges). */
export interface StoredFileInfo {
  size: number;
  lastModified: Date;
}

/**
 * Where media files live (ADR 0038): the api's local disk (default) or S3-compatible object
 * storage, so that several api processes on several machines serve the same files. Paths are
 * the media rows' storage paths ("2026/hero-3f2a9c1d.webp"), checked by MediaService before
 * they get here.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Stores the whole file or nothing: a half-written file is never served. */
  put(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such file. */
  info(path: string): Promise<StoredFileInfo | null>;
  /** The bytes `start`..`end` (inclusive) of a file that `info` found. */
  read(path: string, start: number, end: number): Promise<ReadableStream<Uint8Array>>;
  /** Removes the file; a missing file is not an error. */
  delete(path: string): Promise<void>;
}

/** DATA_DIR/media: one machine's disk (or a shared volume mounted there). */
export class DiskMediaStorage implements MediaStorage {
  readonly kind = 'local';
  private readonly root: string;

  constructor(folder: string) {
    this.root = resolve(folder);
  }

  /** The file's absolute path; null when a path would leave the folder. */
  fileOf(path: string): string | null {
    const candidate = resolve(this.root, path);
    return candidate.startsWith(this.root + sep) ? candidate : null;
  }

  private requireFile(path: string): string {
    const file = this.fileOf(path);
    if (!file) throw new Error('Media path outside the media folder');
    return file;
  }

  /** Writes then renames, so a half-written file is never served (".partial" is not served). */
  async put(path: string, bytes: Uint8Array): Promise<void> {
    const target = this.requireFile(path);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, bytes);
      await rename(partial, target);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
  }

  async info(path: string): Promise<StoredFileInfo | null> {
    const file = this.fileOf(path);
    if (!file || !existsSync(file)) return null;
    const found = await stat(file);
    return found.isFile() ? { size: found.size, lastModified: found.mtime } : null;
  }

  async read(path: string, start: number, end: number): Promise<ReadableStream<Uint8Array>> {
    return Readable.toWeb(
      createReadStream(this.requireFile(path), { start, end }),
    ) as ReadableStream<Uint8Array>;
  }

  async delete(path: string): Promise<void> {
    await unlink(this.requireFile(path)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

/**
 * An S3 bucket (AWS or any S3-compatible server). PutObject is atomic (an object is visible
 * whole or not at all), so no ".partial" step is needed.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  private key(path: string): string {
    return `${this.prefix}${path}`;
  }

  async put(path: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(path),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
      }),
    );
  }

  async info(path: string): Promise<StoredFileInfo | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(path) }),
      );
      return { size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(path: string, start: number, end: number): Promise<ReadableStream<Uint8Array>> {
    const object = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.key(path),
        Range: `bytes=${start}-${end}`,
      }),
    );
    if (!object.Body) throw new Error('S3 returned no body');
    return object.Body.transformToWebStream() as ReadableStream<Uint8Array>;
  }

  async delete(path: string): Promise<void> {
    // S3 answers 204 for a key that does not exist, so deleting twice is fine.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(path) }));
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NotFound ||
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/** The configured storage: S3 when MEDIA_STORAGE=s3 or S3_BUCKET is set, else `localFolder`. */
export function createMediaStorage(
  config: MediaStorageConfig | undefined,
  localFolder: string,
): MediaStorage {
  if (!config || config.kind === 'local') return new DiskMediaStorage(localFolder);
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: S3-compatible servers differ in what they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return new S3MediaStorage(client, config.bucket, config.prefix);
}
