/** Large request bodies sent the way a real client sends them, for the request-body limit tests. */
import { execFile } from 'node:child_process';

export type Attempts = { path: string; headers: Record<string, string>; body: 'json' | 'streamed-json' | 'upload'; times: number };

/**
 * Node's fetch sending 5 MB to `path` `times` times, one after another, from a process of its own:
 * in this process the client's reads and the server's close would take turns on one event loop, and
 * the race a client loses on a real network (the reset arriving before it read the answer) would
 * never run. Each attempt's outcome is its status and body, or the error's code (ECONNRESET…).
 */
export function fetchFromAnotherProcess(base: string, { path, headers, body, times }: Attempts): Promise<string[]> {
  const script = `
    const [url, headersJson, kind, times] = process.argv.slice(1);
    const MB = 1024 * 1024;
    const boundary = 'darvazeh-boundary';
    const json = () => Buffer.concat([Buffer.from('{"text":"'), Buffer.alloc(5 * MB - 11, 'a'), Buffer.from('"}')]);
    const upload = () => Buffer.concat([
      Buffer.from('--' + boundary + '\\r\\ncontent-disposition: form-data; name="file"; filename="big.pdf"\\r\\ncontent-type: application/pdf\\r\\n\\r\\n%PDF-1.7\\n'),
      Buffer.alloc(5 * MB, 0x20),
      Buffer.from('\\r\\n--' + boundary + '--\\r\\n'),
    ]);
    // Streamed, fetch sends the body chunked, with no declared length.
    const streamed = (bytes) => {
      let offset = 0;
      return new ReadableStream({ pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
        offset += 64 * 1024;
      } });
    };
    const outcomes = [];
    for (let attempt = 0; attempt < Number(times); attempt += 1) {
      // Each attempt from an address of its own where the server believes this header (the API
      // tests' server; npm start replaces it), so a route's rate limit never answers first.
      const headers = { ...JSON.parse(headersJson), 'x-darvazeh-peer-address': '10.9.' + process.pid % 250 + '.' + attempt };
      const init = kind === 'upload' ? { body: upload() } : kind === 'json' ? { body: json() } : { body: streamed(json()), duplex: 'half' };
      try {
        const response = await fetch(url, { method: 'POST', headers, ...init });
        outcomes.push(response.status + ' ' + (await response.text()));
      } catch (error) {
        outcomes.push('failed: ' + (error.cause?.code ?? error.cause?.message ?? String(error)));
      }
    }
    process.stdout.write(JSON.stringify(outcomes));
  `;
  const url = `${base}${path}`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', script, url, JSON.stringify(headers), body, String(times)], { timeout: 60_000 }, (error, stdout) => {
      if (error) return reject(error);
      resolve(JSON.parse(stdout) as string[]);
    });
  });
}
