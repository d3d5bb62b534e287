import { setFlagsFromString } from 'node:v8';
import sharp from 'sharp';
import type { Env } from '../../src/env';

/**
 * The settings that bound an instance's memory (docs/benchmarks.md, "Memory of one instance"):
 * V8 otherwise lets its heap grow to four times what is live when the machine has memory to
 * spare, and libvips keeps a cache of operations that an upload never asks for twice. The start
 * script applies them, and so does any bench that measures work an instance does.
 */
export function boundMemory(config: Pick<Env, 'HEAP_GROWTH_PERCENT'>): void {
  if (config.HEAP_GROWTH_PERCENT > 0) setFlagsFromString(`--heap-growing-percent=${config.HEAP_GROWTH_PERCENT}`);
  sharp.cache(false);
}
