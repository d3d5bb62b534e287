import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BadRequestError, PayloadTooLargeError } from '@/server/errors';
import { receiveMultipart } from '@/server/http/multipart';

const boundary = '----darvazeh7MA4YWxkTrZu0gW';

/** A request whose body arrives in `size`-byte pieces, counting what the reader pulled. */
function requestOf(body: Buffer, size: number, counter = { pulled: 0 }): Request {
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= body.length) return controller.close();
      const piece = body.subarray(at, at + size);
      at += piece.length;
      counter.pulled += piece.length;
      controller.enqueue(new Uint8Array(piece));
    },
  });
  return new Request('http://localhost/api/manager/media', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: stream,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
}

function form(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]): Buffer {
  const pieces: Buffer[] = [];
  for (const { name, filename, type, data } of parts) {
    const disposition = `form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`;
    pieces.push(Buffer.from(`--${boundary}\r\ncontent-disposition: ${disposition}\r\n${type ? `content-type: ${type}\r\n` : ''}\r\n`), Buffer.from(data), Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

describe('receiveMultipart', () => {
  // Bytes that look like the start of the delimiter inside the file, so a piece that ends mid-delimiter is tested.
  const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(`\r\n--${boundary.slice(0, 10)}`), Buffer.alloc(3000, 7), Buffer.from('\r\n-')]);
  const body = form([
    { name: 'alt', data: 'جلد کتاب' },
    { name: 'file', filename: 'book.pdf', type: 'application/pdf', data: file },
    { name: 'other', filename: 'ignored.bin', type: 'application/octet-stream', data: 'not asked for' },
  ]);

  it('writes the file part to disk and keeps the text parts, whatever the size of the pieces the body arrives in', async () => {
    for (const size of [1, 7, 64, 4096, body.length]) {
      const upload = await receiveMultipart(requestOf(body, size), { fileField: 'file', maxFileBytes: 1024 * 1024 });
      try {
        expect(upload.file).toMatchObject({ size: file.length, type: 'application/pdf', name: 'book.pdf' });
        expect(readFileSync(upload.file!.path).equals(file)).toBe(true);
        expect(upload.fields.get('alt')).toBe('جلد کتاب');
      } finally {
        await upload.dispose();
      }
    }
  });

  it('refuses a file past the ceiling at the first byte over, without reading the rest of the body', async () => {
    const big = form([{ name: 'file', filename: 'clip.mp4', type: 'video/mp4', data: Buffer.alloc(8 * 1024 * 1024, 1) }]);
    const counter = { pulled: 0 };
    const error = await receiveMultipart(requestOf(big, 64 * 1024, counter), { fileField: 'file', maxFileBytes: 1024 * 1024 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect((error as PayloadTooLargeError).status).toBe(413);
    expect(counter.pulled).toBeLessThan(2 * 1024 * 1024);
  });

  it('refuses a body that is not multipart or ends before its closing boundary', async () => {
    const json = new Request('http://localhost/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await expect(receiveMultipart(json, { fileField: 'file', maxFileBytes: 1024 })).rejects.toBeInstanceOf(BadRequestError);
    const cut = body.subarray(0, body.length - 40);
    await expect(receiveMultipart(requestOf(cut, 512), { fileField: 'file', maxFileBytes: 1024 * 1024 })).rejects.toBeInstanceOf(BadRequestError);
  });
});
