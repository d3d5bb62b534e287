import { createHash } from 'node:crypto';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract, type ExtractEvents } from 'tar-stream';
import { ArchiveError } from './errors';

/**
 * One file of the archive, read through once. `next()` hands out its bytes chunk by chunk and
 * keeps their SHA-256 and count, so a file is checked as it is read; `drain()` reads the rest
 * (whoever gave up early still learns whether the bytes were damaged). Once `expectSize` has
 * named the size the manifest gives, no byte past it is ever read.
 */
type Entry = ExtractEvents['entry'][1];

export class ArchiveEntry {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  private readonly hash = createHash('sha256');
  private readonly chunks: AsyncIterator<Uint8Array>;
  private read = 0;
  private maxBytes = Number.POSITIVE_INFINITY;

  constructor(
    entry: Entry,
    /** What a read error becomes (the reader's damaged-archive error). */
    private readonly translate: (error: unknown) => unknown,
  ) {
    this.name = entry.header.name;
    this.size = entry.header.size ?? 0;
    this.type = entry.header.type ?? 'file';
    this.chunks = entry[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  }

  /**
   * Holds the file to the size its manifest gives: a file whose tar header says otherwise is
   * refused before a byte of it is read, and reading stops at the first byte over should the
   * data run past its header. A member of 700 MB listed as 128 bytes once kept the restore
   * inflating and hashing for minutes before its checksum could fail.
   */
  expectSize(expected: { size: number }): void {
    if (this.size !== expected.size) throw this.sizeMismatch(expected.size);
    this.maxBytes = expected.size;
  }

  private sizeMismatch(expected: number): ArchiveError {
    return new ArchiveError(
      'checksum',
      `${this.name} holds ${this.size > expected ? 'more' : 'fewer'} bytes than the archive's manifest lists (${expected}): the archive is damaged or was changed.`,
    );
  }

  /** The next chunk, or null at the end of the file. */
  async next(): Promise<Uint8Array | null> {
    let chunk: IteratorResult<Uint8Array>;
    try {
      chunk = await this.chunks.next();
    } catch (error) {
      throw this.translate(error);
    }
    const { done, value } = chunk;
    if (done) return null;
    if (this.read + value.byteLength > this.maxBytes) throw this.sizeMismatch(this.maxBytes);
    this.hash.update(value);
    this.read += value.byteLength;
    return value;
  }

  async drain(): Promise<void> {
    while (await this.next());
  }

  /** Throws the checksum error unless the bytes read so far are exactly the expected ones. */
  verify(expected: { sha256: string; size: number }): void {
    const sha256 = this.hash.copy().digest('hex');
    if (this.read !== expected.size || sha256 !== expected.sha256) {
      throw new ArchiveError(
        'checksum',
        `${this.name} does not match the archive's checksum: the archive is damaged or was changed.`,
      );
    }
  }
}

export type ArchiveReader = {
  /** The next file, or null after the last; throws ArchiveError('format') on a damaged archive. */
  next(): Promise<ArchiveEntry | null>;
  close(): void;
};

/**
 * Reads a `.tar.gz` from `input` as it arrives. Errors of the gzip and tar layers become
 * ArchiveError('format'); an error of `input` itself (a file that cannot be read) stays as it is.
 */
export function openArchive(input: NodeJS.ReadableStream): ArchiveReader {
  const extract = tarExtract();
  const gunzip = createGunzip();
  let inputError: unknown;
  input.on('error', (error: Error) => {
    inputError = error;
    extract.destroy(error);
  });
  gunzip.on('error', (error) =>
    extract.destroy(new ArchiveError('format', `The archive is not a readable .tar.gz file (${error.message}).`)),
  );
  input.pipe(gunzip).pipe(extract as unknown as NodeJS.WritableStream);
  const entries = extract[Symbol.asyncIterator]();
  const translate = (error: unknown): unknown =>
    error instanceof ArchiveError || error === inputError
      ? error
      : new ArchiveError('format', `The archive is damaged: ${error instanceof Error ? error.message : String(error)}.`);

  return {
    async next() {
      try {
        const { done, value } = await entries.next();
        if (done) return null;
        // A chunk that fails mid-file is the same damage as a bad header.
        return new ArchiveEntry(value, translate);
      } catch (error) {
        throw translate(error);
      }
    },
    close() {
      input.unpipe(gunzip);
      (input as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
      gunzip.destroy();
      extract.destroy();
    },
  };
}
