import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Encoding } from './compression';
import { cachedPagePolicy } from './security-headers';

/**
 * What is worked out once per distinct cached page rather than on every answer: its policy (the
 * hash of each inline script) and its compressed bytes. Keyed by the page's own bytes, so a page
 * rendered again after a change is a new entry and the old one ages out.
 */
type Entry = { policy: string; encoded: Map<Encoding, Buffer>; bytes: number };

// Most-read pages stay; a few megabytes hold the compressed copies of several hundred pages.
const MAX_BYTES = 16 * 1024 * 1024;
const entries = new Map<string, Entry>();
let heldBytes = 0;

// A data block (JSON-LD) does not run; a script with `src` is a file, allowed by origin.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const NOT_INLINE_CODE = /\bsrc\s*=|\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/** The base64 SHA-256 of each inline script's text, as a browser computes it to match a hash source. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (NOT_INLINE_CODE.test(attributes!)) continue;
    hashes.add(createHash('sha256').update(text!, 'utf8').digest('base64'));
  }
  return [...hashes];
}

/** Drops the least recently read entries (but `keep`) until what is held fits the budget. */
function fitBudget(keep: string): void {
  for (const [key, entry] of entries) {
    if (heldBytes <= MAX_BYTES) return;
    if (key === keep) continue;
    entries.delete(key);
    heldBytes -= entry.bytes;
  }
}

function entryOf(page: Buffer): { key: string; entry: Entry } {
  const key = createHash('sha1').update(page).digest('base64');
  let entry = entries.get(key);
  if (entry) {
    // Read again: it moves to the young end.
    entries.delete(key);
    entries.set(key, entry);
  } else {
    entry = { policy: cachedPagePolicy(inlineScriptHashes(page.toString('utf8'))), encoded: new Map(), bytes: 0 };
    entries.set(key, entry);
  }
  return { key, entry };
}

/** A cached page's policy, and its bytes in an encoding, each worked out once. */
export function cachedPageFacts(page: Buffer): { policy: string; encoded: (encoding: Encoding) => Buffer } {
  const { key, entry } = entryOf(page);
  return {
    policy: entry.policy,
    encoded(encoding) {
      let bytes = entry.encoded.get(encoding);
      if (!bytes) {
        // Once per page: brotli at a quality a per-answer compressor could not afford.
        bytes =
          encoding === 'br'
            ? brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: page.length } })
            : gzipSync(page, { level: 9 });
        entry.encoded.set(encoding, bytes);
        entry.bytes += bytes.length;
        heldBytes += bytes.length;
        fitBudget(key);
      }
      return bytes;
    },
  };
}
