import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LENGTH_HEADER, promoteBodyLength } from '@/server/http/body-length';

let server: Server;
let port: number;

beforeAll(async () => {
  // Like Next: the handler's own Content-Length is gone, only the body-length header is left.
  server = createServer((req, res) => {
    promoteBodyLength(res);
    res.setHeader('Content-Type', 'audio/mpeg');
    if (req.url !== '/unknown') res.setHeader(BODY_LENGTH_HEADER, '5');
    if (req.url === '/gzipped') res.setHeader('Content-Encoding', 'gzip');
    res.write('he');
    res.end('llo');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function headersOf(method: string, path: string): Promise<Record<string, string | string[] | undefined>> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('promoteBodyLength', () => {
  it('answers HEAD and GET with the length the handler declared, not chunked, and hides the internal header', async () => {
    for (const method of ['HEAD', 'GET']) {
      const headers = await headersOf(method, '/known');
      expect(headers['content-length'], method).toBe('5');
      expect(headers['transfer-encoding'], method).toBeUndefined();
      expect(headers[BODY_LENGTH_HEADER], method).toBeUndefined();
    }
  });

  it('leaves answers without a declared length, or compressed on the way, as they were', async () => {
    for (const path of ['/unknown', '/gzipped']) {
      const headers = await headersOf('GET', path);
      expect(headers['content-length'], path).toBeUndefined();
      expect(headers['transfer-encoding'], path).toBe('chunked');
    }
  });
});
