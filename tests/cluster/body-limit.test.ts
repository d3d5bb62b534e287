import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fetchFromAnotherProcess } from '../support/large-bodies';
import { cluster } from './client';

const FIVE_MB = 5 * 1024 * 1024;

/** Resident memory of a process, in bytes. */
function residentBytes(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS for ${pid}`);
  return Number(line[1]) * 1024;
}

/**
 * Posts 5 MB of JSON in 64 KB chunks, with or without a declared length. The server may answer
 * and close before the last chunk is written; what it answered is what counts.
 */
function postLargeJson(base: string, declareLength: boolean): Promise<{ status: number; body: string }> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const opening = Buffer.from('{"name":"x","email":"x@example.com","message":"');
  return new Promise((resolve, reject) => {
    const call = request(`${base}/api/contact-us`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        ...(declareLength ? { 'content-length': String(FIVE_MB) } : { 'transfer-encoding': 'chunked' }),
      },
    });
    let answered = false;
    call.on('response', (response) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }));
    });
    // A reset after the answer is the server refusing the rest, as it should.
    call.on('error', (error) => (answered ? undefined : reject(error)));
    // Chunk by chunk with a pause between, as a client on a network would, each write after the
    // event loop's I/O phase (setImmediate): an answer already on the socket is read first, not
    // lost to the error of writing into the connection the server has since closed.
    let written = 0;
    const writeMore = () => {
      if (answered || call.destroyed) return;
      if (written >= FIVE_MB) return void call.end();
      const part = written === 0 ? opening : chunk.subarray(0, Math.min(chunk.length, FIVE_MB - written));
      written += part.length;
      call.write(part, () => setTimeout(() => setImmediate(writeMore), 2));
    };
    call.flushHeaders();
    setTimeout(() => setImmediate(writeMore), 20);
  });
}

describe('request-body limits while streaming', () => {
  it('a 5 MB JSON body to /api/contact-us on A is refused with 413 in the envelope, and A does not grow by it', async () => {
    const { a, pids } = cluster();
    // Warm the route so its first compilation and caches are not counted as growth.
    await fetch(`${a}/api/contact-us`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const before = residentBytes(pids.a);

    for (const declareLength of [true, false]) {
      const answer = await postLargeJson(a, declareLength);
      expect(answer.status, `declared length: ${declareLength}`).toBe(413);
      const envelope = JSON.parse(answer.body) as { message: string };
      expect(envelope.message).toMatch(/1 MB/);
    }

    const grown = residentBytes(pids.a) - before;
    // Buffering one 5 MB body would grow the process by well over 5 MB (bytes, then a string).
    expect(grown).toBeLessThan(4 * 1024 * 1024);
  });
});

/**
 * Writes a chunked body on a raw socket as fast as it is taken, whatever the server answers (as a
 * hostile client would), up to `maxBytes`; resolves with the answer's status line and how much the
 * server took before it closed the connection.
 */
function pushUntilClosed(base: string, path: string, maxBytes: number): Promise<{ status: number; written: number }> {
  const { hostname, port } = new URL(base);
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
  return new Promise((resolve) => {
    let status = 0;
    let written = 0;
    const socket = connect(Number(port), hostname, () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: multipart/form-data; boundary=x\r\nTransfer-Encoding: chunked\r\nConnection: keep-alive\r\n\r\n`);
      const writeMore = () => {
        while (written < maxBytes && !socket.destroyed) {
          written += chunk.length;
          if (!socket.write(frame)) return void socket.once('drain', writeMore);
        }
        if (!socket.destroyed) socket.end('0\r\n\r\n');
      };
      writeMore();
    });
    socket.on('data', (data: Buffer) => {
      status ||= Number(/^HTTP\/1\.1 (\d{3})/.exec(data.toString('latin1'))?.[1] ?? 0);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ status, written }));
  });
}

describe('an early answer ends the connection', () => {
  it('Node fetch in another process reads the 413 of a 5 MB JSON body, and the 401 of an anonymous 5 MB upload, 20 times out of 20', async () => {
    const { a } = cluster();
    const tooLarge = await fetchFromAnotherProcess(a, { path: '/api/contact-us', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: 'json', times: 20 });
    expect(tooLarge.map((outcome) => outcome.slice(0, 3))).toEqual(Array.from({ length: 20 }, () => '413'));
    const headers = { 'content-type': 'multipart/form-data; boundary=darvazeh-boundary', 'accept-language': 'en' };
    const anonymous = await fetchFromAnotherProcess(a, { path: '/api/manager/media', headers, body: 'upload', times: 20 });
    expect(anonymous.map((outcome) => outcome.slice(0, 3))).toEqual(Array.from({ length: 20 }, () => '401'));
  });

  it('an anonymous upload refused with 401 is not read to its end: the server closes the connection within seconds', async () => {
    const { a } = cluster();
    const offered = 1024 * 1024 * 1024;
    const started = Date.now();
    const outcome = await pushUntilClosed(a, '/api/manager/media', offered);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(outcome.status).toBe(401);
    // Refused after at most a few socket buffers, not after the gigabyte the client kept sending.
    expect(outcome.written).toBeLessThan(64 * 1024 * 1024);
  });
});
