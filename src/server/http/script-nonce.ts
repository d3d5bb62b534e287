import { randomBytes } from 'node:crypto';

/** 128 random bits, fresh for each HTML answer. */
export function freshNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * `<script` and `<link` start tags; the character after the name must end it, so `<scripts>` or
 * `<link-card>` are left alone. A link needs the nonce only when it loads a script (a preload of
 * one is checked against script-src too); the others stay as they were.
 */
const START_TAG = /<(script|link)(?=[\s/>])/gi;
const LOADS_SCRIPT = /\bas\s*=\s*["']?script\b|\brel\s*=\s*["']?modulepreload\b/i;
const LONGEST_NAME = '<script'.length;
/** A link tag still open after this many bytes is not one Next wrote; it passes unmarked. */
const LONGEST_LINK_TAG = 16 * 1024;

/**
 * The unfinished start of a tag at the end of `text` (`<scr`, `<LINK`), which the next chunk may
 * complete: it is held back rather than passed on unmarked.
 */
function heldBackLength(text: string): number {
  const from = Math.max(0, text.length - LONGEST_NAME);
  const open = text.lastIndexOf('<');
  if (open < from) return 0;
  const tail = text.slice(open).toLowerCase();
  return '<script'.startsWith(tail) || '<link'.startsWith(tail) ? tail.length : 0;
}

export type NonceInserter = { push(chunk: Buffer): Buffer; finish(): Buffer };

/**
 * Marks every script the server rendered with the answer's nonce, chunk by chunk, so a streamed
 * page still streams (a link tag is held until its `>` arrives). The attribute goes first in the
 * tag: an HTML parser keeps the first of two same-named attributes, so a nonce already in the
 * markup cannot win over this one. Works on latin1 text: the tags are ASCII and no byte of a
 * multi-byte UTF-8 character is, so the bytes pass through unchanged. Stored HTML cannot contain
 * scripts (content/html.ts) and React escapes `<` and `>` in text, attributes and inline data, so
 * every match is a tag the server meant.
 */
export function createNonceInserter(nonce: string): NonceInserter {
  const attribute = ` nonce="${nonce}"`;
  let held = '';

  function mark(text: string): string {
    let out = '';
    let index = 0;
    START_TAG.lastIndex = 0;
    for (let match = START_TAG.exec(text); match; match = START_TAG.exec(text)) {
      const nameEnd = match.index + match[0].length;
      let needsNonce = match[1]!.toLowerCase() === 'script';
      if (!needsNonce) {
        const close = text.indexOf('>', nameEnd);
        if (close === -1 && text.length - match.index < LONGEST_LINK_TAG) {
          held = text.slice(match.index);
          return out + text.slice(index, match.index);
        }
        needsNonce = close !== -1 && LOADS_SCRIPT.test(text.slice(nameEnd, close));
      }
      out += text.slice(index, nameEnd) + (needsNonce ? attribute : '');
      index = nameEnd;
    }
    const rest = text.slice(index);
    const keep = heldBackLength(rest);
    held = rest.slice(rest.length - keep);
    return out + rest.slice(0, rest.length - keep);
  }

  return {
    push(chunk) {
      return Buffer.from(mark(held + chunk.toString('latin1')), 'latin1');
    },
    // A tag cut off by the end of the page is not a tag.
    finish() {
      const rest = held;
      held = '';
      return Buffer.from(rest, 'latin1');
    },
  };
}
