import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { media, users, type MediaVariant } from '@/server/db/schema';
import { isSafeKey, type Storage } from '@/server/storage';
import type { SpooledTable } from './spool-tables';
import { sqlNameOf } from './tables';

const MEDIA_TABLE = getTableConfig(media).name;
const USERS_TABLE = getTableConfig(users).name;
const PATH = sqlNameOf(media.path);
const VARIANTS = sqlNameOf(media.variants);
const AVATAR = sqlNameOf(users.avatar);
const MEDIA_URL_PREFIX = '/media/';

async function* jsonLines(file: string): AsyncGenerator<Record<string, unknown>> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield JSON.parse(line) as Record<string, unknown>;
}

/** The storage key of a `/media/…` address (how avatars are stored on users), or null. */
export function keyOfMediaUrl(url: unknown): string | null {
  if (typeof url !== 'string' || !url.startsWith(MEDIA_URL_PREFIX)) return null;
  try {
    const key = url.slice(MEDIA_URL_PREFIX.length).split('/').map(decodeURIComponent).join('/');
    return isSafeKey(key) ? key : null;
  } catch {
    return null;
  }
}

/**
 * Every storage key the archived rows name, each once: the original and the renditions of each
 * media row, then the users' pictures (an avatar is a `/media/…` address on the user, not a
 * media row, and a restored profile must show it). Read back from the spooled files, so the
 * list is of the same snapshot as the rows.
 */
export async function mediaKeys(spooled: SpooledTable[]): Promise<string[]> {
  const keys = new Set<string>();
  const mediaFile = spooled.find((table) => table.name === MEDIA_TABLE)?.file;
  if (mediaFile) {
    for await (const row of jsonLines(mediaFile)) {
      if (typeof row[PATH] === 'string') keys.add(row[PATH]);
      for (const variant of (row[VARIANTS] as MediaVariant[] | null) ?? [])
        if (typeof variant?.path === 'string') keys.add(variant.path);
    }
  }
  const usersFile = spooled.find((table) => table.name === USERS_TABLE)?.file;
  if (usersFile) {
    for await (const row of jsonLines(usersFile)) {
      const key = keyOfMediaUrl(row[AVATAR]);
      if (key) keys.add(key);
    }
  }
  return [...keys];
}

/** A stored file as a Node stream, or null when the storage has no such key. */
export async function storedFile(storage: Storage, key: string): Promise<Readable | null> {
  const stream = await storage.stream(key);
  return stream ? Readable.fromWeb(stream as unknown as NodeReadableStream<Uint8Array>) : null;
}

/** A stored file's SHA-256 and size, read through once; null when it is missing. */
export async function checksumOf(storage: Storage, key: string): Promise<{ sha256: string; size: number } | null> {
  const file = await storedFile(storage, key);
  if (!file) return null;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of file as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    size += chunk.byteLength;
  }
  return { sha256: hash.digest('hex'), size };
}
