import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { isSafeKey } from './keys';
import type { ByteRange, ObjectInfo, Storage } from './types';

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: string }).code === 'ENOENT';
}

/** The default driver: files under `root` (`${DATA_DIR}/uploads`). */
export function localDiskStorage(root: string): Storage {
  const base = path.resolve(root);
  const resolve = (key: string): string => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return full;
  };

  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async putFile(key, source) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await copyFile(source, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(resolve(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key): Promise<ObjectInfo | null> {
      try {
        const info = await stat(resolve(key));
        return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key, range?: ByteRange) {
      const file = resolve(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const nodeStream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      return Readable.toWeb(nodeStream) as ReadableStream<Uint8Array>;
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
