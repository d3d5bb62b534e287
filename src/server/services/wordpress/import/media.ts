import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { importKeys, media } from '@/server/db/schema';
import { storeUpload } from '@/server/services/media';
import { mediaUrl } from '@/server/services/media/urls';
import { acceptedMime } from '@/server/services/media/mime';
import type { Storage } from '@/server/storage';
import type { ImportReport } from './report';

const UPLOADS_MARKER = '/wp-content/uploads/';
const mimeByExtension: Record<string, string> = {
  ...Object.fromEntries(Object.entries(acceptedMime).map(([mime, { ext }]) => [ext, mime])),
  jpeg: 'image/jpeg',
  oga: 'audio/ogg',
};

export type ImportedMedia = { id: string; url: string; kind: string };

/** Where an uploads URL's file sits below `wp-content/uploads` (`2024/01/a.jpg`), or null for any other URL. */
export function uploadsPathOf(url: string): string | null {
  const at = url.indexOf(UPLOADS_MARKER);
  if (at < 0) return null;
  const rest = url.slice(at + UPLOADS_MARKER.length).split(/[?#]/)[0] ?? '';
  let decoded = rest;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    // A stray % stays as written.
  }
  const normalized = path.posix.normalize(decoded);
  return normalized.startsWith('..') || path.posix.isAbsolute(normalized) || normalized === '.' ? null : normalized;
}

/**
 * Brings files from a copy of `wp-content/uploads` into the media library, each once: a second
 * reference, or a second run, finds the row made the first time. A resized copy WordPress made
 * (`photo-300x200.jpg`) that is not in the copy falls back to its original. Nothing is fetched
 * from the internet: a file missing from the copy is reported and left out.
 */
export class MediaImporter {
  private readonly known = new Map<string, ImportedMedia | null>();

  constructor(
    private readonly uploadsDir: string | null,
    private readonly storage: Storage,
    private readonly report: ImportReport,
    private readonly siteKey: string,
  ) {}

  /** The new address of an old uploads URL, importing the file on first sight; null when it cannot be had. */
  async resolve(tx: Transaction, url: string, context: { title?: string } = {}): Promise<ImportedMedia | null> {
    const relative = uploadsPathOf(url);
    if (!relative) return null;
    if (this.known.has(relative)) return this.known.get(relative) ?? null;
    const found = (await this.fromKey(tx, relative)) ?? (await this.fromFile(tx, relative, context));
    this.known.set(relative, found);
    return found;
  }

  /** Forgets what was learned inside a transaction that rolled back. */
  forget(): void {
    this.known.clear();
  }

  private async fromKey(tx: Transaction, relative: string): Promise<ImportedMedia | null> {
    const [row] = await tx
      .select({ id: media.id, path: media.path, kind: media.kind })
      .from(importKeys)
      .innerJoin(media, eq(media.id, importKeys.targetId))
      .where(eq(importKeys.sourceKey, this.key(relative)))
      .limit(1);
    return row ? { id: row.id, url: mediaUrl(row.path), kind: row.kind } : null;
  }

  private async fromFile(tx: Transaction, relative: string, { title }: { title?: string }): Promise<ImportedMedia | null> {
    const file = await this.locate(relative);
    if (!file) {
      this.report.add({ level: 'warning', kind: 'media', key: relative, title, message: 'missingFile' });
      return null;
    }
    const extension = path.extname(file).slice(1).toLowerCase();
    const mime = mimeByExtension[extension];
    if (!mime) {
      this.report.add({ level: 'skipped', kind: 'media', key: relative, title, message: 'unsupportedFile' });
      return null;
    }
    try {
      const data = new Uint8Array(await readFile(file));
      const stored = await storeUpload({ data, mime, originalName: path.basename(file) }, { db: tx, storage: this.storage });
      await tx.insert(importKeys).values({ kind: 'media', sourceKey: this.key(relative), targetId: stored.id }).onConflictDoNothing();
      this.report.tick('media');
      return { id: stored.id, url: stored.url, kind: acceptedMime[mime]?.kind ?? 'file' };
    } catch {
      this.report.add({ level: 'skipped', kind: 'media', key: relative, title, message: 'unreadableFile' });
      return null;
    }
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
