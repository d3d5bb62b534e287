import path from 'node:path';
import { env } from '@/env';
import { onRollback } from '@/server/db/unit-of-work';
import { localDiskStorage } from './local-disk';
import { s3Storage } from './s3';
import type { Storage } from './types';

export type { Storage, ByteRange, ObjectInfo } from './types';
export { parseRange } from './range';
export { isPublicMediaKey, isSafeKey, PRIVATE_PREFIX, privateKey } from './keys';

const STORAGE = Symbol.for('darvazeh.storage');
type Global = typeof globalThis & { [STORAGE]?: Storage };

/**
 * The configured storage: the S3-compatible bucket when S3_BUCKET is set, else `${DATA_DIR}/uploads`.
 * A file stored inside a unit of work is deleted again if the unit rolls back (ADR 0025): the row
 * that would have named it is gone, so nothing would ever find it.
 */
export function getStorage(): Storage {
  const global = globalThis as Global;
  global[STORAGE] ??= configuredStorage();
  return undoneOnRollback(global[STORAGE]);
}

function undoneOnRollback(storage: Storage): Storage {
  const undo = (key: string) => onRollback(() => storage.delete(key));
  return {
    ...storage,
    put: async (key, data) => {
      await storage.put(key, data);
      undo(key);
    },
    putFile: async (key, file) => {
      await storage.putFile(key, file);
      undo(key);
    },
  };
}

function configuredStorage(): Storage {
  const config = env();
  if (!config.S3_BUCKET) return localDiskStorage(path.join(config.DATA_DIR, 'uploads'));
  return s3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

/** Replaces the storage (tests point it at a temporary directory). */
export function setStorage(storage: Storage | undefined): void {
  (globalThis as Global)[STORAGE] = storage;
}
