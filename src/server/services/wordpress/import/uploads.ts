import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

/**
 * The most a zip of uploads may unpack to. A site's `wp-content/uploads` is rarely a tenth of
 * this; a zip bomb of a few kilobytes was written out to the old 4 GiB ceiling before it was refused.
 */
export const UPLOADS_MAX_UNPACKED_BYTES = 2 * 1024 ** 3;

export type UnzipOptions = { maxUnpackedBytes?: number };

/** The zip is refused: it unpacks to more than the ceiling. */
export class UploadsTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`the uploads zip unpacks to more than ${formatBytes(maxBytes)}, the most an import takes`);
    this.name = 'UploadsTooLargeError';
  }
}

function formatBytes(bytes: number): string {
  const gib = bytes / 1024 ** 3;
  if (gib >= 1) return `${Number(gib.toFixed(1))} GiB`;
  return `${Number((bytes / 1024 ** 2).toFixed(1))} MiB`;
}

/** An entry's path inside `target`, or null for one that would land outside it (`../`, absolute). */
function destinationOf(entry: yauzl.Entry, target: string): string | null {
  if (entry.fileName.endsWith('/')) return null;
  const inside = entry.fileName.replace(/\\/g, '/').replace(/^(?:.*\/)?uploads\//, '');
  const file = path.resolve(target, inside);
  return file.startsWith(path.resolve(target) + path.sep) ? file : null;
}

/**
 * Unpacks a zip of `wp-content/uploads` (or of its `YYYY/MM` folders) into `target`. Entries that
 * would land outside it (`../`, absolute paths) are passed over; the folder the files sit under is
 * found by looking for the `uploads/` part of their paths.
 *
 * A zip that unpacks past `maxUnpackedBytes` is refused with UploadsTooLargeError: by the sizes its
 * directory declares before a byte is written, and by the bytes actually inflated, counted as
 * they are written, in case the directory lies. Whatever a refused or unreadable zip had put into
 * `target` is taken out again.
 */
export async function unzipUploads(zipFile: string, target: string, { maxUnpackedBytes = UPLOADS_MAX_UNPACKED_BYTES }: UnzipOptions = {}): Promise<void> {
  await checkDeclaredSizes(zipFile, target, maxUnpackedBytes);
  const written: string[] = [];
  const zip = await yauzl.openPromise(zipFile, { lazyEntries: true });
  let budget = maxUnpackedBytes;
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const file = destinationOf(entry, target);
      if (!file) continue;
      await mkdir(path.dirname(file), { recursive: true });
      written.push(file);
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          budget -= chunk.length;
          done(budget < 0 ? new UploadsTooLargeError(maxUnpackedBytes) : null, chunk);
        },
      });
      await pipeline(await zip.openReadStreamPromise(entry), counted, createWriteStream(file));
    }
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    await removeEmptyFolders(target);
    throw error;
  } finally {
    zip.close();
  }
}

/** Refuses the zip on the sizes its central directory declares, before anything is unpacked. */
async function checkDeclaredSizes(zipFile: string, target: string, maxBytes: number): Promise<void> {
  const zip = await yauzl.openPromise(zipFile, { lazyEntries: true });
  let declared = 0;
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (!destinationOf(entry, target)) continue;
      declared += entry.uncompressedSize;
      if (declared > maxBytes) throw new UploadsTooLargeError(maxBytes);
    }
  } finally {
    zip.close();
  }
}

/** Takes out the folders an unpack made under `dir` that hold nothing now, leaving `dir` itself. */
async function removeEmptyFolders(dir: string): Promise<void> {
  const children = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const child of children) {
    if (!child.isDirectory()) continue;
    const folder = path.join(dir, child.name);
    await removeEmptyFolders(folder);
    if ((await readdir(folder)).length === 0) await rm(folder, { recursive: true });
  }
}

/** The zip's next entry, or null after the last (yauzl reads one entry per `readEntry`). */
function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
    const onEntry = (entry: yauzl.Entry) => (cleanup(), resolve(entry));
    const onEnd = () => (cleanup(), resolve(null));
    const onError = (error: Error) => (cleanup(), reject(error));
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

/** Runs `task` with a folder of uploads: `source` itself, a zip's contents unpacked for the while, or none. */
export async function withUploadsDir<T>(source: string | null, task: (dir: string | null) => Promise<T>, options: UnzipOptions = {}): Promise<T> {
  if (!source) return task(null);
  const info = await stat(source).catch(() => null);
  if (!info) throw new Error(`No such uploads folder or zip: ${source}`);
  if (info.isDirectory()) return task(source);
  const dir = await mkdtemp(path.join(tmpdir(), 'darvazeh-uploads-'));
  try {
    await unzipUploads(source, dir, options);
    return await task(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
