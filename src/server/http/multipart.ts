import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { BadRequestError, PayloadTooLargeError } from '@/server/errors';

/** The file part of an upload, written to a temporary file as it arrived. */
export type ReceivedFile = { path: string; size: number; type: string; name: string };

export type MultipartUpload = {
  /** The part named `fileField`, or null when the form sent none or an empty one. */
  file: ReceivedFile | null;
  /** The text parts, by name (the first of each name). */
  fields: Map<string, string>;
  /** Removes the temporary file; call it once the file has been stored or refused. */
  dispose: () => Promise<void>;
};

/** Text parts are a caption or a flag: past this the form is not one of ours. */
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');

/**
 * Reads a `multipart/form-data` body as it arrives, writing the part named `fileField` to a
 * temporary file and holding the text parts, so an upload never sits whole in memory
 * (`request.formData()` buffered the body and `arrayBuffer()` copied it again: a 300 MB upload
 * grew the server by 221 MB before it was refused). A file past `maxFileBytes` is refused with
 * 413 at the first byte over and the rest of the body is not read.
 */
export async function receiveMultipart(request: Request, { fileField, maxFileBytes }: { fileField: string; maxFileBytes: number }): Promise<MultipartUpload> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers.get('content-type') ?? '');
  const body = request.body;
  if (!boundary || !body) throw new BadRequestError();
  const dir = await mkdtemp(path.join(tmpdir(), 'darvazeh-upload-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const parser = new MultipartParser(Buffer.from(`\r\n--${boundary[1] ?? boundary[2]}`), path.join(dir, 'file'), fileField, maxFileBytes);
  try {
    // The body starts with the boundary itself; a leading CRLF makes every delimiter look alike.
    await parser.push(CRLF);
    // A refused body is left unread, not cancelled: cancelling would close the connection before
    // the 413 could be sent, and the server discards (or, under `npm start`, cuts off) the rest.
    const reader = body.getReader();
    try {
      while (!parser.isDone) {
        const { done, value } = await reader.read();
        if (done) break;
        await parser.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
      }
    } finally {
      reader.releaseLock();
    }
    if (!parser.isDone) throw new BadRequestError();
    return { file: parser.received, fields: parser.fields, dispose };
  } catch (error) {
    await parser.abort();
    await dispose();
    // An aborted body (the client gave up, or the server's own ceiling cut it off) is a bad request.
    throw error instanceof BadRequestError || error instanceof PayloadTooLargeError ? error : new BadRequestError();
  }
}

type Part = { name: string; filename: string | null; type: string };

class MultipartParser {
  readonly fields = new Map<string, string>();
  isDone = false;
  private pending: Buffer = Buffer.alloc(0);
  private state: 'preamble' | 'afterDelimiter' | 'headers' | 'body' = 'preamble';
  private part: Part | null = null;
  private text: Buffer[] = [];
  private textBytes = 0;
  private out: WriteStream | null = null;
  private fileBytes = 0;
  /** The file part once it has been written whole. */
  received: ReceivedFile | null = null;

  constructor(
    private readonly delimiter: Buffer,
    private readonly filePath: string,
    private readonly fileField: string,
    private readonly maxFileBytes: number,
  ) {}

  async push(chunk: Buffer): Promise<void> {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    while (!this.isDone && (await this.step()));
  }

  /** Takes one step of the state machine; false when it needs more bytes. */
  private async step(): Promise<boolean> {
    if (this.state === 'preamble') {
      const at = this.pending.indexOf(this.delimiter);
      if (at < 0) {
        this.pending = this.keepTail(this.pending);
        return false;
      }
      this.pending = this.pending.subarray(at + this.delimiter.length);
      this.state = 'afterDelimiter';
      return true;
    }
    if (this.state === 'afterDelimiter') {
      if (this.pending.length < 2) return false;
      if (this.pending[0] === 0x2d && this.pending[1] === 0x2d) {
        this.isDone = true;
        return false;
      }
      const eol = this.pending.indexOf(CRLF);
      if (eol < 0) {
        if (this.pending.length > MAX_HEADER_BYTES) throw new BadRequestError();
        return false;
      }
      this.pending = this.pending.subarray(eol + CRLF.length);
      this.state = 'headers';
      return true;
    }
    if (this.state === 'headers') {
      const end = this.pending.indexOf(HEADERS_END);
      if (end < 0) {
        if (this.pending.length > MAX_HEADER_BYTES) throw new BadRequestError();
        return false;
      }
      this.part = parsePartHeaders(this.pending.subarray(0, end).toString('utf8'));
      this.pending = this.pending.subarray(end + HEADERS_END.length);
      this.state = 'body';
      return true;
    }
    const at = this.pending.indexOf(this.delimiter);
    if (at < 0) {
      // The end of the buffer may be the start of a delimiter: keep it for the next chunk.
      const safe = Math.max(0, this.pending.length - this.delimiter.length + 1);
      await this.write(this.pending.subarray(0, safe));
      this.pending = this.pending.subarray(safe);
      return false;
    }
    await this.write(this.pending.subarray(0, at));
    await this.endPart();
    this.pending = this.pending.subarray(at + this.delimiter.length);
    this.state = 'afterDelimiter';
    return true;
  }

  private keepTail(buffer: Buffer): Buffer {
    return buffer.subarray(Math.max(0, buffer.length - this.delimiter.length + 1));
  }

  private isFilePart(): boolean {
    return this.part?.name === this.fileField && this.part.filename !== null && this.received === null;
  }

  private async write(bytes: Buffer): Promise<void> {
    if (!this.part || bytes.length === 0) return;
    if (this.isFilePart()) {
      this.fileBytes += bytes.length;
      if (this.fileBytes > this.maxFileBytes) throw new PayloadTooLargeError(this.maxFileBytes);
      this.out ??= createWriteStream(this.filePath);
      if (!this.out.write(bytes)) await once(this.out, 'drain');
      return;
    }
    if (this.part.filename !== null) return; // another file than the one asked for: passed over
    this.textBytes += bytes.length;
    if (this.textBytes > MAX_FIELD_BYTES) throw new BadRequestError();
    this.text.push(Buffer.from(bytes));
  }

  private async endPart(): Promise<void> {
    const part = this.part;
    this.part = null;
    if (!part) return;
    if (part.name === this.fileField && part.filename !== null && this.received === null) {
      const out = this.out;
      this.out = null;
      if (!out) return; // an empty file input: no file
      out.end();
      await finished(out);
      this.received = { path: this.filePath, size: this.fileBytes, type: part.type, name: part.filename };
      return;
    }
    if (part.filename === null && !this.fields.has(part.name)) this.fields.set(part.name, Buffer.concat(this.text).toString('utf8'));
    this.text = [];
  }

  async abort(): Promise<void> {
    const out = this.out;
    this.out = null;
    if (out) {
      out.destroy();
      await once(out, 'close').catch(() => undefined);
    }
  }
}

/** A part's name, file name and type from its `Content-Disposition` and `Content-Type`. */
function parsePartHeaders(block: string): Part {
  let name = '';
  let filename: string | null = null;
  let type = 'application/octet-stream';
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === 'content-type') type = value.toLowerCase();
    if (header !== 'content-disposition') continue;
    name = parameter(value, 'name') ?? '';
    filename = parameter(value, 'filename');
  }
  return { name, filename, type };
}

function parameter(value: string, key: string): string | null {
  const match = new RegExp(`(?:^|;)\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]*))`, 'i').exec(value);
  if (!match) return null;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? '').trim();
}
