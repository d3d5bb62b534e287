import http from 'node:http';
import https from 'node:https';
import { assertDeliverable, guardedLookup } from './address-guard';

export type FetchedFile = { data: Uint8Array; mime: string };

const REDIRECTS = 3;

/**
 * GETs a file from an address someone else wrote (a WordPress export's media), through the same
 * address guard as webhooks: each hop of a redirect is checked again, so an address cannot bounce
 * the request onto this host's network. It gives up after `timeoutMs`, at the first byte past
 * `maxBytes`, and on a content type `accepts` refuses; the reason is the error's message.
 */
export async function guardedGet(url: string, { timeoutMs, maxBytes, accepts }: { timeoutMs: number; maxBytes: number; accepts: (mime: string) => boolean }): Promise<FetchedFile> {
  const signal = AbortSignal.timeout(timeoutMs);
  let target = new URL(url);
  for (let hop = 0; hop <= REDIRECTS; hop += 1) {
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new Error(`not a web address: ${target.protocol}`);
    assertDeliverable(target);
    const response = await open(target, signal);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.destroy();
      target = new URL(response.headers.location, target);
      continue;
    }
    if (status !== 200) {
      response.destroy();
      throw new Error(`answered ${status}`);
    }
    const mime = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!accepts(mime)) {
      response.destroy();
      throw new Error(`not a file this site keeps: ${mime || 'no content type'}`);
    }
    if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
      response.destroy();
      throw new Error(`larger than ${maxBytes} bytes`);
    }
    return { data: await readAtMost(response, maxBytes), mime };
  }
  throw new Error(`more than ${REDIRECTS} redirects`);
}

function open(target: URL, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(target, { lookup: guardedLookup, signal }, resolve);
    request.on('error', (error: Error) => reject(error.name === 'AbortError' ? new Error('no answer in time') : error));
  });
}

async function readAtMost(response: http.IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      response.destroy();
      throw new Error(`larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
