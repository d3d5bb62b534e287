import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as contactUs } from '@/app/api/contact-us/route';
import { POST as uploadMedia } from '@/app/api/manager/media/route';
import { POST as openTicket } from '@/app/api/user/tickets/route';
import { toneWav } from '../support/audio';
import { limitRequestBody } from '../../scripts/lib/request-body-limit';
import { closeAfterEarlyAnswer, LINGER_MAX_BYTES } from '@/server/http/early-answer';
import { bearer, registerUser, type RegisteredUser } from '../support/accounts';
import { fetchFromAnotherProcess } from '../support/large-bodies';
import { makeSuperManager, seedPermissions } from '../support/acl';

type RouteHandler = (request: NextRequest, context: { params: Promise<Record<string, never>> }) => Promise<Response>;
const routes: Record<string, RouteHandler> = { '/api/contact-us': contactUs, '/api/manager/media': uploadMedia, '/api/user/tickets': openTicket };

/** Hands a request to the app's route handler the way Next does: the body streams from the socket. */
async function serveRoute(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
  const route = routes[url.pathname];
  if (!route) return void outgoing.writeHead(404).end();
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
  const body = Readable.toWeb(incoming) as ReadableStream<Uint8Array>;
  const init = { method: incoming.method, headers, body, duplex: 'half' as const };
  const response = await route(new NextRequest(url, init), { params: Promise.resolve({}) });
  if (outgoing.writableEnded) return;
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

let server: Server;
let port = 0;
let lastSocket: Socket | undefined;

/** The bytes the server read off the last request's connection, once that connection is closed. */
async function bytesTheServerRead(): Promise<number> {
  const socket = lastSocket!;
  if (!socket.destroyed) await new Promise((resolve) => socket.once('close', resolve));
  return socket.bytesRead;
}
let manager: RegisteredUser;

beforeAll(async () => {
  // The same guard `npm start` puts in front of Next, in front of the real route handlers.
  server = createServer((incoming, outgoing) => {
    lastSocket = incoming.socket;
    if (limitRequestBody(incoming, outgoing)) return;
    closeAfterEarlyAnswer(incoming, outgoing);
    serveRoute(incoming, outgoing).catch(() => {
      if (!outgoing.headersSent) outgoing.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  await seedPermissions();
  manager = await registerUser();
  await makeSuperManager(manager.id);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Sent = { status: number; body: string } | { error: string };

/** Sends `total` bytes, declared up front or chunked, and reports the answer (or how the connection ended). */
function send(path: string, { total, chunked, headers = {}, chunk }: { total: number; chunked: boolean; headers?: Record<string, string>; chunk: (offset: number, size: number) => Buffer }): Promise<Sent> {
  return new Promise((resolve) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, ...(chunked ? {} : { 'content-length': String(total) }) } });
    let settled = false;
    const settle = (value: Sent) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    outgoing.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (body += part));
      response.on('end', () => settle({ status: response.statusCode ?? 0, body }));
      response.on('error', () => settle({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', (error) => settle({ error: error.message }));
    let offset = 0;
    const pump = () => {
      while (offset < total) {
        const size = Math.min(64 * 1024, total - offset);
        const more = outgoing.write(chunk(offset, size));
        offset += size;
        if (!more) return void outgoing.once('drain', pump);
      }
      outgoing.end();
    };
    pump();
  });
}

/** The start of a JSON document with one very long string field. */
const jsonBytes = (offset: number, size: number) => {
  const part = Buffer.alloc(size, 'a');
  if (offset === 0) part.write('{"text":"');
  return part;
};

const MB = 1024 * 1024;

describe('request-body limits of npm start', () => {
  it('refuses a 5 MB JSON body to /api/contact-us with 413, the envelope in the reader language', async () => {
    const answer = await send('/api/contact-us', { total: 5 * MB, chunked: false, chunk: jsonBytes, headers: { 'content-type': 'application/json', 'accept-language': 'fa-IR' } });
    expect(answer).toMatchObject({ status: 413 });
    expect(JSON.parse((answer as { body: string }).body)).toEqual({ message: 'درخواست بیش از حد بزرگ است: این نشانی حداکثر ۱ مگابایت می‌پذیرد.' });
  });

  it('cuts a chunked 100 MB JSON body off soon after its first megabyte, without the process growing', async () => {
    const total = 100 * MB;
    const answer = await send('/api/contact-us', { total, chunked: true, chunk: jsonBytes, headers: { 'content-type': 'application/json', 'accept-language': 'en' } });
    // The client is still sending when the answer comes; either it reads the 413 or its write fails.
    if ('status' in answer) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ message: 'The request is too large: this address accepts at most 1 MB.' });
    } else {
      expect(answer.error).toMatch(/EPIPE|ECONNRESET|socket hang up/);
    }
    // Cut off past the 1 MB ceiling and what a closing connection still discards, not after the
    // 100 MB the client meant to send.
    expect(await bytesTheServerRead()).toBeLessThan(2 * MB + LINGER_MAX_BYTES);
  });

  it('cuts off a chunked ticket upload past its 5 MB ceiling', async () => {
    const user = await registerUser();
    const boundary = 'darvazeh-boundary';
    const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="attachment"; filename="big.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.7\n`);
    const answer = await send('/api/user/tickets', {
      total: 8 * 1024 * 1024,
      chunked: true,
      headers: { ...bearer(user.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      chunk: (offset, size) => (offset === 0 ? Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]) : Buffer.alloc(size, 0x20)),
    });
    if ('status' in answer) expect(answer.status).toBe(413);
    else expect(answer.error).toMatch(/EPIPE|ECONNRESET|socket hang up/);
  });

  it('still takes a 29 MB podcast episode through the media upload', async () => {
    const wav = Buffer.from(toneWav(900));
    expect(wav.byteLength).toBeGreaterThan(25 * 1024 * 1024);
    const boundary = 'darvazeh-upload';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="episode.wav"\r\ncontent-type: audio/wav\r\n\r\n`),
      wav,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await send('/api/manager/media', {
      total: body.byteLength,
      chunked: true,
      headers: { ...bearer(manager.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      chunk: (offset, size) => body.subarray(offset, offset + size),
    });
    expect(answer).toMatchObject({ status: 201 });
    expect(JSON.parse((answer as { body: string }).body).data).toMatchObject({ mime: 'audio/wav' });
  });
});

describe('a refused body still gets its answer', () => {
  const tooLarge = `413 ${JSON.stringify({ message: 'The request is too large: this address accepts at most 1 MB.' })}`;

  it('Node fetch reads the 413 of a 5 MB JSON body with a declared length 20 times out of 20', async () => {
    const outcomes = await fetchFromAnotherProcess(`http://127.0.0.1:${port}`, { path: '/api/contact-us', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: 'json', times: 20 });
    expect(outcomes).toEqual(Array.from({ length: 20 }, () => tooLarge));
  });

  it('Node fetch reads the 413 of a streamed 5 MB JSON body 20 times out of 20', async () => {
    const outcomes = await fetchFromAnotherProcess(`http://127.0.0.1:${port}`, { path: '/api/contact-us', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: 'streamed-json', times: 20 });
    expect(outcomes).toEqual(Array.from({ length: 20 }, () => tooLarge));
  });

  it('Node fetch reads the 401 of an anonymous 5 MB upload, answered before its body is read, 20 times out of 20', async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=darvazeh-boundary', 'accept-language': 'en' };
    const outcomes = await fetchFromAnotherProcess(`http://127.0.0.1:${port}`, { path: '/api/manager/media', headers, body: 'upload', times: 20 });
    expect(outcomes.map((outcome) => outcome.slice(0, 3))).toEqual(Array.from({ length: 20 }, () => '401'));
  });

  it('a client that keeps sending a 1 GB body after the 413 is cut off within seconds, long before its end', async () => {
    const frameData = Buffer.alloc(MB, 'a');
    const frame = Buffer.concat([Buffer.from(`${frameData.length.toString(16)}\r\n`), frameData, Buffer.from('\r\n')]);
    const offered = 1024 * MB;
    const started = Date.now();
    const outcome = await new Promise<{ status: number; written: number }>((resolve) => {
      let status = 0;
      let written = 0;
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`POST /api/contact-us HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`);
        // As fast as the server takes it, whatever it answers, as a hostile client would.
        const writeMore = () => {
          while (written < offered && !socket.destroyed) {
            written += frameData.length;
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
    expect(outcome.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(outcome.written).toBeLessThan(64 * MB);
    expect(await bytesTheServerRead()).toBeLessThan(2 * MB + LINGER_MAX_BYTES);
  });
});
