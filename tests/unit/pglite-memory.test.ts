import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '@/env';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';

/** PGlite's shared buffers live in the app's own memory; PGLITE_SHARED_BUFFERS_MB caps them. */
describe('PGlite shared buffers', () => {
  const opened: DatabaseHandle[] = [];
  const saved = process.env.PGLITE_SHARED_BUFFERS_MB;
  afterEach(async () => {
    if (saved === undefined) delete process.env.PGLITE_SHARED_BUFFERS_MB;
    else process.env.PGLITE_SHARED_BUFFERS_MB = saved;
    await Promise.all(opened.splice(0).map((handle) => handle.close()));
  });

  async function sharedBuffersOf(setting: string | undefined): Promise<{ shown: string; wasmMb: number }> {
    if (setting === undefined) delete process.env.PGLITE_SHARED_BUFFERS_MB;
    else process.env.PGLITE_SHARED_BUFFERS_MB = setting;
    const handle = openDatabase({ dataDir: 'memory://' });
    opened.push(handle);
    if (handle.connection.kind !== 'pglite') throw new Error('expected PGlite');
    const { rows } = await handle.connection.client.query<{ shared_buffers: string }>('show shared_buffers');
    const memory = (handle.connection.client as unknown as { mod: { HEAPU8: Uint8Array } }).mod.HEAPU8.byteLength;
    return { shown: rows[0]!.shared_buffers, wasmMb: memory / 2 ** 20 };
  }

  it(`holds ${DEFAULT_PGLITE_SHARED_BUFFERS_MB} MB by default instead of PostgreSQL's 128 MB, and its memory stays below what 128 MB took`, async () => {
    const { shown, wasmMb } = await sharedBuffersOf(undefined);
    expect(shown).toBe(`${DEFAULT_PGLITE_SHARED_BUFFERS_MB}MB`);
    // With 128 MB of buffers PGlite's memory starts at 188 MB; bounded, it stays at its 128 MB floor.
    expect(wasmMb).toBeLessThanOrEqual(128);
  }, 60_000);

  it('takes the size PGLITE_SHARED_BUFFERS_MB names', async () => {
    expect((await sharedBuffersOf('16')).shown).toBe('16MB');
  }, 60_000);
});
