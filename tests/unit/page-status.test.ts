import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerNotFoundPages, isMarkedNotFound } from '@/server/http/page-status';

const notFoundPage = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="http-status" content="404"/><title>Page not found</title></head><body><main>Page not found</main></body></html>';
const article = '<!DOCTYPE html><html><head><title>An article</title></head><body><p>&lt;meta name="http-status" content="404"/&gt;</p></body></html>';
const markInBody = '<!DOCTYPE html><html><head><title>An article</title></head><body><meta name="http-status" content="404"/></body></html>';

let server: Server;
let port: number;

beforeAll(async () => {
  // Like Next: a page goes out whole in one `end()`, headers not sent yet.
  server = createServer((req, res) => {
    answerNotFoundPages(res);
    const path = req.url ?? '/';
    if (path === '/redirect') {
      res.statusCode = 307;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(notFoundPage);
      return;
    }
    res.setHeader('content-type', path === '/json' ? 'application/json' : 'text/html; charset=utf-8');
    if (path === '/streamed') {
      res.write(notFoundPage);
      res.end();
      return;
    }
    const body = path === '/missing' || path === '/json' ? notFoundPage : path === '/in-body' ? markInBody : article;
    res.end(path === '/missing' ? Buffer.from(body) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('answerNotFoundPages', () => {
  it('answers 404 for a page whose head carries the not-found meta, with the page unchanged', async () => {
    expect(await get('/missing')).toEqual({ status: 404, body: notFoundPage });
  });

  it('leaves other pages, a meta outside the head, other types and other statuses alone', async () => {
    expect((await get('/article')).status).toBe(200);
    expect((await get('/in-body')).status).toBe(200);
    expect((await get('/json')).status).toBe(200);
    expect((await get('/redirect')).status).toBe(307);
  });

  it('cannot change a streamed answer whose headers already left', async () => {
    expect(await get('/streamed')).toEqual({ status: 200, body: notFoundPage });
  });
});

describe('isMarkedNotFound', () => {
  it('reads the head only, of a string or a buffer', () => {
    expect(isMarkedNotFound(notFoundPage)).toBe(true);
    expect(isMarkedNotFound(Buffer.from(notFoundPage))).toBe(true);
    expect(isMarkedNotFound(article)).toBe(false);
    expect(isMarkedNotFound(markInBody)).toBe(false);
    expect(isMarkedNotFound('<meta name="http-status" content="404"/>')).toBe(false);
  });
});
