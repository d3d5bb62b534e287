import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('the browser entry’s zod settings', () => {
  it('are adopted by zod loaded after it, without the entry importing zod', () => {
    // A fresh process: zod must not be loaded yet when the entry runs, as in the browser.
    const script = `
      await import('./src/instrumentation-client.ts');
      const { config } = await import('zod/v4/core');
      const z = await import('zod');
      const parsed = z.object({ a: z.string() }).safeParse({ a: 'x' });
      console.log(JSON.stringify({ jitless: config().jitless, parsed: parsed.success }));
    `;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(output.trim())).toEqual({ jitless: true, parsed: true });
  });
});
