/**
 * Runs in the browser before the page's own code. The page's script policy forbids eval: zod
 * would otherwise probe `new Function` once to compile its object parsers, which the browser
 * reports as a policy violation before zod falls back to the same interpreted parsing.
 *
 * zod keeps its settings on this global and adopts an object already there when it loads, so the
 * setting is made without importing zod: most public pages never load it, and an import here would
 * put its core in every page's scripts.
 */
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
