import path from 'node:path';
import { env } from '@/env';
import { localDiskStorage } from './local-disk';
import { s3Storage } from './s3';
import type { Storage } from './types';

export type { Storage, ByteRange, ObjectInfo } from './types';
export { parseRange } from './range';
export { isPublicMediaKey, isSafeKey, PRIVATE_PREFIX, privateKey } from './keys';

const STORAGE = Symbol.for('darvazeh.storage');
type Global = typeof globalThis & { [STORAGE]?: Storage };

/** The configured storage: the S3-compatible bucket when S3_BUCKET is set, else `${DATA_DIR}/uploads`. */
export function getStorage(): Storage {
  const global = globalThis as Global;
  global[STORAGE] ??= configuredStorage();
  return global[STORAGE];
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
