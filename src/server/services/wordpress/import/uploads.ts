import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

/** The most a zip of uploads may unpack to, so a zip bomb cannot fill the disk. */
const MAX_UNPACKED_BYTES = 4 * 1024 ** 3;

/**
 * Unpacks a zip of `wp-content/uploads` (or of its `YYYY/MM` folders) into `target`. Entries that
 * would land outside it (`../`, absolute paths) are passed over; the folder the files sit under is
 * found by looking for the `uploads/` part of their paths.
 */
export async function unzipUploads(zipFile: string, target: string): Promise<void> {
  const zip = await yauzl.openPromise(zipFile, { lazyEntries: true });
  let unpacked = 0;
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (entry.fileName.endsWith('/')) continue;
      const inside = entry.fileName.replace(/\\/g, '/').replace(/^(?:.*\/)?uploads\//, '');
      const file = path.resolve(target, inside);
      if (!file.startsWith(path.resolve(target) + path.sep)) continue;
      unpacked += entry.uncompressedSize;
      if (unpacked > MAX_UNPACKED_BYTES) throw new Error('the uploads zip unpacks to more than 4 GiB');
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(file));
    }
  } finally {
    zip.close();
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
export async function withUploadsDir<T>(source: string | null, task: (dir: string | null) => Promise<T>): Promise<T> {
  if (!source) return task(null);
  const info = await stat(source).catch(() => null);
  if (!info) throw new Error(`No such uploads folder or zip: ${source}`);
  if (info.isDirectory()) return task(source);
  const dir = await mkdtemp(path.join(tmpdir(), 'darvazeh-uploads-'));
  try {
    await unzipUploads(source, dir);
    return await task(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
