/** An inclusive byte range, as HTTP Range requests name them. */
export type ByteRange = { start: number; end: number };

export type ObjectInfo = { size: number; modifiedAt: Date };

/**
 * Where uploads live. One interface so the local-disk default and an S3-compatible driver are
 * interchangeable (ARCHITECTURE §6). Keys are relative POSIX paths such as `images/2026/ab.webp`.
 */
export type Storage = {
  put(key: string, data: Uint8Array): Promise<void>;
  /** Stores a file from local disk as it is read, never whole in memory (uploads, archives). */
  putFile(key: string, file: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  stat(key: string): Promise<ObjectInfo | null>;
  /** The object's bytes, or only `range` of them, as a web stream (for Range responses). */
  stream(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>;
  delete(key: string): Promise<void>;
};
