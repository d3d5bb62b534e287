import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { cluster } from './client';

/** Writes `head` on a socket of its own and resolves with everything the server sent back. */
function sendRaw(base: string, head: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.end(head));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

describe('requests no route can handle, on the production build', () => {
  it('answers a target that is not a path (OPTIONS *, GET *) with 400 in the envelope, not a 500 from Next', async () => {
    const { a } = cluster();
    for (const method of ['OPTIONS', 'GET']) {
      const answer = await sendRaw(a, `${method} * HTTP/1.1\r\nHost: localhost\r\nAccept-Language: fa\r\nConnection: close\r\n\r\n`);
      expect(answer.split('\r\n')[0], `${method} *`).toBe('HTTP/1.1 400 Bad Request');
      expect(answer).toContain(JSON.stringify({ message: 'درخواست قابل فهم نبود.' }));
    }
  });
});
