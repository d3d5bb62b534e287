import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack, type Pack } from 'tar-stream';

/** A `.tar.gz` being written to `out`: entries one at a time, then `close()`. */
export type ArchiveWriter = {
  /**
   * Adds one file of `size` bytes from `source` and resolves with the SHA-256 of what was
   * written; a source longer or shorter than `size` fails (tar needs the size up front).
   */
  add(name: string, size: number, source: Uint8Array | AsyncIterable<Uint8Array>): Promise<string>;
  /** Ends the archive and waits until `out` has taken all of it. */
  close(): Promise<void>;
  /** Stops writing after a failure: `out` gets no end-of-archive, and close() rejects. */
  abort(error: Error): Promise<void>;
};

type Sink = ReturnType<Pack['entry']>;

/** Resolves when the entry can take more, rejects if it fails meanwhile. */
function drained(sink: Sink): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      sink.off('drain', done);
      sink.off('error', done);
      sink.off('close', closed);
      if (error) reject(error);
      else resolve();
    };
    const closed = () => done(new Error('tar entry closed'));
    sink.once('drain', done);
    sink.once('error', done);
    sink.once('close', closed);
  });
}

async function writeInto(
  sink: Sink,
  source: Uint8Array | AsyncIterable<Uint8Array>,
  hash: ReturnType<typeof createHash>,
): Promise<void> {
  const chunks: AsyncIterable<Uint8Array> | Uint8Array[] = source instanceof Uint8Array ? [source] : source;
  for await (const chunk of chunks) {
    hash.update(chunk);
    // Backpressure: wait while gzip and `out` are behind, so a large file never piles up in memory.
    if (!sink.write(chunk)) await drained(sink);
  }
  sink.end(undefined);
}

/** Opens a gzip-compressed tar stream into `out` with every entry stamped `mtime`. */
export function archiveWriter(out: NodeJS.WritableStream, mtime: Date): ArchiveWriter {
  const pack = tarPack();
  const written = pipeline(Readable.from(pack), createGzip(), out);
  // If `out` fails first, the pack is destroyed too, so a writer waiting on 'drain' wakes up.
  written.catch((error: unknown) => pack.destroy(error instanceof Error ? error : new Error(String(error))));

  return {
    add(name, size, source) {
      const hash = createHash('sha256');
      return new Promise<string>((resolve, reject) => {
        const sink = pack.entry({ name, size, mtime, type: 'file' }, (error) =>
          error ? reject(error) : resolve(hash.digest('hex')),
        );
        writeInto(sink, source, hash).catch((error: unknown) => {
          sink.destroy(error instanceof Error ? error : new Error(String(error)));
          reject(error);
        });
      });
    },
    async close() {
      pack.finalize();
      await written;
    },
    async abort(error) {
      pack.destroy(error);
      await written.catch(() => undefined);
    },
  };
}
