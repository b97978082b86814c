import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { MediaAsset, MediaAssets } from '@lumo/graphql/server';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import {
  builderPages,
  builderPageVersions,
  mediaAssets,
  type MediaAssetRow,
} from '../../db/schema';
import { inputError, notFoundError, parseInput } from '../../errors';
import type { Logger } from '../../logger';
import { decodeUid, encodeUid } from '../../uid';
import type { SeedLedger } from '../seed-ledger/seed-ledger';
import { CONTENT_TYPES, inspectFile, UploadRefused, type SizeLimits } from './file-check';
import { DiskMediaStorage, type MediaStorage, type StoredFileInfo } from './media-storage';

export const MEDIA_URL_PREFIX = '/media/';
/**
 * C0/C1 controls (NUL, line breaks, escape...), DEL, line/paragraph separators and bidi
 * overrides (which make "gpj.exe" read as "exe.jpg"). PostgreSQL cannot store NUL in text.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const altSchema = z
  .string()
  .trim()
  .max(300, 'Alt text takes at most 300 characters')
  .refine((value) => !CONTROL_CHARACTERS.test(value), {
    message: 'Alt text cannot contain control characters (such as NUL or line breaks)',
  });
const fileNameSchema = z
  .string()
  .max(255, 'The file name takes at most 255 characters')
  .refine((value) => !CONTROL_CHARACTERS.test(value), {
    message: 'The file name cannot contain control characters (such as NUL or line breaks)',
  });

/** seed-media/manifest.json: alt text (and video sizes) of the shipped files. */
const seedManifestSchema = z.array(
  z.object({
    file: z.string(),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    alt: z.string().max(300).default(''),
  }),
);
export const SEED_MANIFEST_FILE = 'manifest.json';

const listSchema = z.object({
  search: z.string().trim().max(200).nullish(),
  kind: z.enum(['IMAGE', 'VIDEO']).nullish(),
  pageSize: z.number().int().min(1).max(200).nullish(),
  currentPage: z.number().int().min(1).nullish(),
});

/** "My Hero Image (1).PNG" -> "my-hero-image-1" */
export function slugifyFileName(name: string): string {
  const stem = name.replace(/\.[^.]*$/, '');
  const slug = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'file';
}

export class MediaService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Local disk or S3 (ADR 0038): every file read, write and delete goes through it. */
    readonly storage: MediaStorage,
    private readonly limits: SizeLimits,
    private readonly logger: Logger,
  ) {}

  toAsset(row: MediaAssetRow): MediaAsset {
    return {
      uid: encodeUid(row.id),
      kind: row.kind,
      url: `${MEDIA_URL_PREFIX}${row.storagePath}`,
      file_name: row.fileName,
      mime_type: row.mimeType,
      size_bytes: row.sizeBytes,
      width: row.width,
      height: row.height,
      alt: row.alt,
      created_at: row.createdAt.toISOString(),
      uploaded_by: row.uploadedBy,
    };
  }

  /**
   * Checks the name, alt text and real type, records the file and then stores it as
   * <yyyy>/<name>-<hash>.<ext> (the hash makes the URL safe to cache forever). The same file
   * under the same name is stored once. A failure of the insert or of the write leaves neither
   * a row nor a file behind.
   */
  async upload(file: {
    fileName: string;
    bytes: Uint8Array;
    alt?: string;
    uploadedBy: string | null;
  }): Promise<MediaAssetRow> {
    const fileName = parseInput(fileNameSchema, file.fileName);
    const alt = parseInput(altSchema, file.alt ?? '');
    const inspected = await inspectFile(file.bytes, this.limits);
    if (inspected.removed.length) {
      this.logger.info('SVG upload sanitised', {
        fileName: fileName.slice(0, 100),
        removed: inspected.removed.slice(0, 20),
      });
    }
    const bytes = inspected.bytes;
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const now = this.clock.now();
    const storagePath = `${now.getUTCFullYear()}/${slugifyFileName(fileName)}-${sha256.slice(0, 10)}.${inspected.extension}`;
    const [existing] = await this.db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.storagePath, storagePath));
    if (existing) {
      // Restores a file lost between an earlier insert and its write (e.g. a crash).
      if (!(await this.storage.info(storagePath))) {
        await this.storage.put(storagePath, bytes, existing.mimeType);
      }
      return existing;
    }
    const [row] = await this.db
      .insert(mediaAssets)
      .values({
        kind: inspected.kind,
        storagePath,
        fileName: fileName || `file.${inspected.extension}`,
        mimeType: inspected.mimeType,
        sizeBytes: bytes.byteLength,
        width: inspected.width,
        height: inspected.height,
        alt,
        sha256,
        uploadedBy: file.uploadedBy,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const [raced] = await this.db
        .select()
        .from(mediaAssets)
        .where(eq(mediaAssets.storagePath, storagePath));
      if (!raced) throw new Error('Media asset was neither inserted nor found');
      return raced;
    }
    await this.writeMediaOrForget(row, bytes);
    return row;
  }

  /** The file of a row just inserted; when it cannot be written, the row goes too. */
  private async writeMediaOrForget(
    row: Pick<MediaAssetRow, 'id' | 'storagePath' | 'mimeType'>,
    bytes: Uint8Array,
  ): Promise<void> {
    const { id, storagePath } = row;
    try {
      await this.storage.put(storagePath, bytes, row.mimeType);
    } catch (error) {
      await this.db
        .delete(mediaAssets)
        .where(eq(mediaAssets.id, id))
        .catch((cleanupError: unknown) =>
          this.logger.error('Media row of an unwritten file could not be removed', {
            storagePath,
            error: cleanupError,
          }),
        );
      throw error;
    }
  }

  async list(input: unknown): Promise<MediaAssets> {
    const args = parseInput(listSchema, input);
    const pageSize = args.pageSize ?? 50;
    const currentPage = args.currentPage ?? 1;
    const filters: SQL[] = [];
    if (args.kind) filters.push(eq(mediaAssets.kind, args.kind));
    if (args.search) {
      const pattern = `%${args.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const match = or(ilike(mediaAssets.fileName, pattern), ilike(mediaAssets.alt, pattern));
      if (match) filters.push(match);
    }
    const where = filters.length ? and(...filters) : undefined;
    const [total] = await this.db.select({ value: count() }).from(mediaAssets).where(where);
    const rows = await this.db
      .select()
      .from(mediaAssets)
      .where(where)
      .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize);
    const totalCount = Number(total?.value ?? 0);
    return {
      items: rows.map((row) => this.toAsset(row)),
      total_count: totalCount,
      page_info: {
        page_size: pageSize,
        current_page: currentPage,
        total_pages: Math.ceil(totalCount / pageSize),
      },
    };
  }

  private async findByUid(uid: string): Promise<MediaAssetRow> {
    const id = decodeUid(uid);
    const [row] =
      id === null ? [] : await this.db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
    if (!row) throw notFoundError(`No media file with uid ${uid}.`);
    return row;
  }

  async updateAlt(uid: string, alt: string): Promise<MediaAsset> {
    const value = parseInput(altSchema, alt);
    const row = await this.findByUid(uid);
    const [updated] = await this.db
      .update(mediaAssets)
      .set({ alt: value })
      .where(eq(mediaAssets.id, row.id))
      .returning();
    return this.toAsset(updated ?? row);
  }

  /** Refused while a draft or a live page still shows the file (it would break on the site). */
  async delete(uid: string): Promise<void> {
    const row = await this.findByUid(uid);
    const url = `${MEDIA_URL_PREFIX}${row.storagePath}`;
    const pattern = `%${JSON.stringify(url).slice(1, -1)}%`;
    const drafts = await this.db
      .select({ storeView: builderPages.storeView, path: builderPages.path })
      .from(builderPages)
      .where(sql`${builderPages.draftContent}::text like ${pattern}`);
    const live = await this.db
      .select({ storeView: builderPages.storeView, path: builderPages.path })
      .from(builderPageVersions)
      .innerJoin(
        builderPages,
        and(
          eq(builderPages.id, builderPageVersions.pageId),
          eq(builderPages.publishedVersion, builderPageVersions.version),
        ),
      )
      .where(sql`${builderPageVersions.content}::text like ${pattern}`);
    const usedOn = [
      ...new Set([...drafts, ...live].map((page) => `${page.path} (${page.storeView})`)),
    ];
    if (usedOn.length) {
      throw inputError(
        `This file is used on ${usedOn.slice(0, 5).join(', ')}${usedOn.length > 5 ? ` and ${usedOn.length - 5} more pages` : ''}. Remove it from those pages first.`,
        { used_on: usedOn },
      );
    }
    // The file goes before the row commits: a failure leaves both (retry) or, at worst, a row
    // without its file that can still be deleted; never a public file nobody can remove.
    await this.db.transaction(async (tx) => {
      await tx.delete(mediaAssets).where(eq(mediaAssets.id, row.id));
      await this.storage.delete(row.storagePath);
    });
  }

  /**
   * Copies the shipped demo media into the media storage and registers them (idempotent), so
   * seeded pages' /media/<file name> URLs work and the files show in the editor's library. A
   * file the seed stored once (the ledger) is not stored again after an editor deleted it.
   */
  async seedFolder(folder: string, ledger: SeedLedger): Promise<number> {
    if (!existsSync(folder)) return 0;
    const manifest = await this.readSeedManifest(join(folder, SEED_MANIFEST_FILE));
    let added = 0;
    const names = (await readdir(folder)).filter((name) => !name.startsWith('.')).sort();
    for (const name of names) {
      const source = join(folder, name);
      if (!(await stat(source)).isFile()) continue;
      // README, manifest and sources live beside the media; only media files are seeded.
      if (!CONTENT_TYPES[extname(name).slice(1).toLowerCase()]) continue;
      if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name)) {
        this.logger.warn('Seed media file name not usable in a URL; skipped', { name });
        continue;
      }
      if (await ledger.has('media', name)) continue;
      const [existing] = await this.db
        .select({ id: mediaAssets.id })
        .from(mediaAssets)
        .where(eq(mediaAssets.storagePath, name));
      if (existing) {
        await ledger.record('media', name, this.clock.now());
        continue;
      }
      const bytes = new Uint8Array(await readFile(source));
      let inspected;
      try {
        inspected = await inspectFile(bytes, {
          maxImageBytes: Number.MAX_SAFE_INTEGER,
          maxVideoBytes: Number.MAX_SAFE_INTEGER,
          maxImagePixels: this.limits.maxImagePixels,
        });
      } catch (error) {
        const reason = error instanceof UploadRefused ? error.message : String(error);
        this.logger.warn('Seed media file refused', { name, reason });
        continue;
      }
      const [row] = await this.db
        .insert(mediaAssets)
        .values({
          kind: inspected.kind,
          storagePath: name,
          fileName: name,
          mimeType: inspected.mimeType,
          sizeBytes: inspected.bytes.byteLength,
          width: inspected.width ?? manifest.get(name)?.width ?? null,
          height: inspected.height ?? manifest.get(name)?.height ?? null,
          alt: manifest.get(name)?.alt ?? '',
          sha256: createHash('sha256').update(inspected.bytes).digest('hex'),
          uploadedBy: null,
          createdAt: this.clock.now(),
        })
        .onConflictDoNothing()
        .returning({
          id: mediaAssets.id,
          storagePath: mediaAssets.storagePath,
          mimeType: mediaAssets.mimeType,
        });
      if (!row) continue;
      // The checked (for SVG: sanitised) bytes, as for uploads.
      await this.writeMediaOrForget(row, inspected.bytes);
      await ledger.record('media', name, this.clock.now());
      added += 1;
    }
    return added;
  }

  private async readSeedManifest(file: string) {
    const entries = new Map<string, z.output<typeof seedManifestSchema>[number]>();
    if (!existsSync(file)) return entries;
    try {
      const parsed = seedManifestSchema.parse(JSON.parse(await readFile(file, 'utf8')));
      for (const entry of parsed) entries.set(entry.file, entry);
    } catch (error) {
      this.logger.warn('Seed media manifest cannot be read; alt texts left empty', {
        file,
        error: (error as Error).message,
      });
    }
    return entries;
  }

  /**
   * The file behind a /media/<path> URL: in the media storage, else (seed files not stored yet)
   * in one of `extraFolders`; null for an unknown type, a traversal or a missing file.
   */
  async locate(
    relativePath: string,
    extraFolders: string[] = [],
  ): Promise<{ storage: MediaStorage; info: StoredFileInfo } | null> {
    if (!/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(relativePath)) return null;
    if (relativePath.split('/').some((segment) => segment === '..' || segment === '.')) return null;
    const extension = extname(relativePath).slice(1).toLowerCase();
    if (!CONTENT_TYPES[extension]) return null;
    for (const storage of [this.storage, ...extraFolders.map((f) => new DiskMediaStorage(f))]) {
      const info = await storage.info(relativePath);
      if (info) return { storage, info };
    }
    return null;
  }
}
