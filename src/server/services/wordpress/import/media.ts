import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { importKeys, media } from '@/server/db/schema';
import { afterCommit } from '@/server/db/unit-of-work';
import { storeUpload } from '@/server/services/media';
import { storeMissingPlaceholder } from '@/server/services/media/missing';
import { mediaUrl } from '@/server/services/media/urls';
import { acceptedMime } from '@/server/services/media/mime';
import { guardedGet } from '@/server/services/webhooks/guarded-get';
import type { Storage } from '@/server/storage';
import { MEDIA_MAX_BYTES } from '@/shared/request-body-limits';
import { uploadsPathOf } from '../uploads-path';
import type { ImportReport } from './report';

const mimeByExtension: Record<string, string> = {
  ...Object.fromEntries(Object.entries(acceptedMime).map(([mime, { ext }]) => [ext, mime])),
  jpeg: 'image/jpeg',
  oga: 'audio/ogg',
};

/** `missing`: the file could not be had, and `url` is its placeholder. */
export type ImportedMedia = { id: string; url: string; kind: string; missing: boolean };

/** Pictures (by the file name an address ends in): a placeholder can stand in for one, and a gallery shows them. */
export const isPictureFile = (address: string): boolean => /\.(?:jpe?g|png|gif|webp|avif|bmp|svg|tiff?|heic)(?:[?#]|$)/i.test(address);
const FETCH_TIMEOUT_MS = 15_000;

/**
 * Brings files into the media library, each once: a second reference, or a second run, finds the
 * row made the first time. A file comes from the copy of `wp-content/uploads` (a resized copy
 * WordPress made, `photo-300x200.jpg`, falls back to its original), or, only when asked
 * (`fetchMedia`), from the address the export names. A picture that cannot be had either way gets
 * a placeholder of its size, recorded as missing media with the address it was sought at; a rerun
 * that finds the file then replaces the placeholder. Every file not brought is a report line.
 */
export class MediaImporter {
  private readonly known = new Map<string, ImportedMedia | null>();

  constructor(
    private readonly uploadsDir: string | null,
    private readonly storage: Storage,
    private readonly report: ImportReport,
    private readonly siteKey: string,
    private readonly fetchMedia = false,
  ) {}

  /**
   * The new address of an old uploads URL, importing the file on first sight; null when it cannot
   * be had. With `placeholder` (a picture shown in a body), a picture that cannot be had gets its
   * placeholder instead.
   */
  async resolve(tx: Transaction, url: string, { title, placeholder = false }: { title?: string; placeholder?: boolean } = {}): Promise<ImportedMedia | null> {
    const relative = uploadsPathOf(url);
    if (!relative) return null;
    if (!this.known.has(relative)) this.known.set(relative, await this.find(tx, relative, { title, url }));
    let found = this.known.get(relative) ?? null;
    if (!found && placeholder && isPictureFile(relative)) {
      found = await this.placeholder(tx, relative, url);
      this.known.set(relative, found);
    }
    return found;
  }

  /** The row an earlier run made, unless it was a placeholder and the file can be had now. */
  private async find(tx: Transaction, relative: string, context: { title?: string; url: string }): Promise<ImportedMedia | null> {
    const earlier = await this.fromKey(tx, relative);
    if (earlier && !earlier.missing) return earlier;
    const brought = await this.bring(tx, relative, context);
    if (brought && earlier) await this.replacePlaceholder(tx, relative, earlier.id, brought.id);
    return brought ?? earlier;
  }

  /** Forgets what was learned inside a transaction that rolled back. */
  forget(): void {
    this.known.clear();
  }

  private async fromKey(tx: Transaction, relative: string): Promise<ImportedMedia | null> {
    const [row] = await tx
      .select({ id: media.id, path: media.path, kind: media.kind, missingFrom: media.missingFrom })
      .from(importKeys)
      .innerJoin(media, eq(media.id, importKeys.targetId))
      .where(eq(importKeys.sourceKey, this.key(relative)))
      .limit(1);
    return row ? { id: row.id, url: mediaUrl(row.path), kind: row.kind, missing: row.missingFrom !== null } : null;
  }

  /** The file from the uploads copy, else from its address when fetching is on; null (and a report line) when neither has it. */
  private async bring(tx: Transaction, relative: string, { title, url }: { title?: string; url: string }): Promise<ImportedMedia | null> {
    const file = await this.locate(relative);
    if (file) {
      const mime = mimeByExtension[path.extname(file).slice(1).toLowerCase()];
      if (!mime) {
        this.report.add({ level: 'skipped', kind: 'media', key: relative, title, message: 'unsupportedFile' });
        return null;
      }
      const data = await readFile(file).catch(() => null);
      return this.store(tx, relative, title, data && { data: new Uint8Array(data), mime, originalName: path.basename(file) });
    }
    if (this.fetchMedia) {
      try {
        const fetched = await guardedGet(url, { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MEDIA_MAX_BYTES, accepts: (mime) => mime in acceptedMime });
        return await this.store(tx, relative, title, { ...fetched, originalName: path.posix.basename(relative) });
      } catch (error) {
        this.report.add({ level: 'warning', kind: 'media', key: relative, title, message: 'fetchFailed', detail: `${url} (${(error as Error).message})` });
        return null;
      }
    }
    // The address as the file wrote it: its host tells a migrator where the original still is.
    this.report.add({ level: 'warning', kind: 'media', key: relative, title, message: this.uploadsDir ? 'missingFile' : 'uploadsNotGiven', detail: url });
    return null;
  }

  /** Stores a file that was read; one that is not what it says it is (or could not be read) is a report line. */
  private async store(
    tx: Transaction,
    relative: string,
    title: string | undefined,
    file: { data: Uint8Array; mime: string; originalName: string } | null,
  ): Promise<ImportedMedia | null> {
    const stored = file && (await storeUpload(file, { db: tx, storage: this.storage }).catch(() => null));
    if (!stored) {
      this.report.add({ level: 'skipped', kind: 'media', key: relative, title, message: 'unreadableFile' });
      return null;
    }
    await tx.insert(importKeys).values({ kind: 'media', sourceKey: this.key(relative), targetId: stored.id }).onConflictDoNothing();
    this.report.tick('media');
    return { id: stored.id, url: stored.url, kind: acceptedMime[stored.mime]?.kind ?? 'file', missing: false };
  }

  /** A picture's stand-in, so the page keeps its shape and says what is missing; nothing for other files. */
  private async placeholder(tx: Transaction, relative: string, url: string): Promise<ImportedMedia> {
    const made = await storeMissingPlaceholder({ from: url, originalName: path.posix.basename(relative) }, { db: tx, storage: this.storage });
    await tx.insert(importKeys).values({ kind: 'media', sourceKey: this.key(relative), targetId: made.id }).onConflictDoNothing();
    return { ...made, kind: 'image', missing: true };
  }

  /** The file arrived on a later run: the key leads to it, and the placeholder goes once the run commits. */
  private async replacePlaceholder(tx: Transaction, relative: string, placeholderId: string, fileId: string): Promise<void> {
    await tx.update(importKeys).set({ targetId: fileId }).where(eq(importKeys.sourceKey, this.key(relative)));
    const [gone] = await tx.delete(media).where(eq(media.id, placeholderId)).returning({ path: media.path });
    if (gone) await afterCommit(() => this.storage.delete(gone.path));
  }

  private key(relative: string): string {
    return `${this.siteKey}|media|${relative}`;
  }

  private async locate(relative: string): Promise<string | null> {
    if (!this.uploadsDir) return null;
    const root = path.resolve(this.uploadsDir);
    const candidates = [relative, relative.replace(/-\d+x\d+(\.[a-z0-9]+)$/i, '$1')];
    for (const candidate of candidates) {
      const file = path.resolve(root, candidate);
      if (!file.startsWith(root + path.sep)) continue;
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) return file;
    }
    return null;
  }
}
