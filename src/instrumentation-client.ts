import { config } from 'zod/v4/core';

/**
 * Runs in the browser before the page's own code. The page's script policy forbids eval: zod
 * would otherwise probe `new Function` once to compile its object parsers, which the browser
 * reports as a policy violation before zod falls back to the same interpreted parsing.
 */
config({ jitless: true });
