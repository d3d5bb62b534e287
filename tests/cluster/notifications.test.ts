import { describe, expect, it } from 'vitest';
import { cluster, managerToken } from './client';

/** The bound: a reader streaming from another instance sees the badge change within 1 second. */
const BOUND_MS = 1000;

type Stream = { next(ms: number): Promise<number>; close(): void };

/** The unread counts a badge stream sends, one by one. */
async function openBadgeStream(base: string, token: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/user/notifications/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const counts: number[] = [];
  const waiting: ((count: number) => void)[] = [];
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^event: unread\ndata: (.*)$/m.exec(event);
        if (!data) continue;
        const { unread } = JSON.parse(data[1]!) as { unread: number };
        const resolve = waiting.shift();
        if (resolve) resolve(unread);
        else counts.push(unread);
      }
    }
  })();
  return {
    next: (ms) =>
      new Promise<number>((resolve, reject) => {
        const queued = counts.shift();
        if (queued !== undefined) return resolve(queued);
        const timer = setTimeout(() => reject(new Error(`no unread count within ${ms} ms`)), ms);
        waiting.push((count) => {
          clearTimeout(timer);
          resolve(count);
        });
      }),
    close: () => controller.abort(),
  };
}

describe('live notifications across instances', () => {
  it('a notification sent on A reaches a reader streaming from B within 1 s', async () => {
    const { a, b } = cluster();
    const token = await managerToken();
    const stream = await openBadgeStream(b, token);
    try {
      const before = await stream.next(30_000);
      const response = await fetch(`${a}/api/manager/notifications`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({
          title_fa: 'خبر تازه',
          title_en: 'Fresh news',
          text_fa: 'متن خبر',
          text_en: 'The news text',
          audience: 'everyone',
        }),
      });
      expect(response.status).toBe(201);
      expect(await stream.next(BOUND_MS)).toBe(before + 1);
    } finally {
      stream.close();
    }
  });
});
