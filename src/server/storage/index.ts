import path from 'node:path';
import { env } from '@/env';
import { localDiskStorage } from './local-disk';
import type { Storage } from './types';

export type { Storage, ByteRange, ObjectInfo } from './types';
export { parseRange } from './range';
export { isSafeKey } from './keys';

const STORAGE = Symbol.for('darvazeh.storage');
type Global = typeof globalThis & { [STORAGE]?: Storage };

/** The configured storage: local disk under `${DATA_DIR}/uploads` (S3 slots in here later). */
export function getStorage(): Storage {
  const global = globalThis as Global;
  global[STORAGE] ??= localDiskStorage(path.join(env().DATA_DIR, 'uploads'));
  return global[STORAGE];
}

/** Replaces the storage (tests point it at a temporary directory). */
export function setStorage(storage: Storage | undefined): void {
  (globalThis as Global)[STORAGE] = storage;
}
