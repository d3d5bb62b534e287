import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { path: string; headers: Record<string, string>; body: string };

/** How a path answers: a status, and a Location for a redirect. */
export type Answer = { status: number; location?: string };

/**
 * A webhook receiver on 127.0.0.1 and a port of its own: it records every request and answers each
 * path from its queue of answers (the last one repeats), 200 when none is set.
 */
export type WebhookReceiver = {
  url: (path: string) => string;
  received: (path?: string) => ReceivedWebhook[];
  answer: (path: string, ...answers: Answer[]) => void;
  close: () => Promise<void>;
};

const flat = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedWebhook[] = [];
  const answers = new Map<string, Answer[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      requests.push({ path, headers: flat(request.headers), body: Buffer.concat(chunks).toString('utf8') });
      const queue = answers.get(path) ?? [];
      const next = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 200 };
      response.writeHead(next.status, next.location ? { location: next.location } : {});
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received: (path) => requests.filter((request) => path === undefined || request.path === path),
    answer: (path, ...queue) => answers.set(path, queue),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
