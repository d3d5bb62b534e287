import { describe, expect, it } from 'vitest';
import { createNonceInserter, freshNonce } from '@/server/http/script-nonce';

const page = [
  '<!doctype html><html dir="rtl"><head><meta charset="utf-8"><title>دروازه</title>',
  '<link rel="preload" as="script" href="/_next/static/chunks/a.js"/>',
  '<LINK rel="stylesheet" href="/a.css"><link rel="alternate" type="application/rss+xml" href="/fa/feeds/podcasts"/>',
  '<link rel=modulepreload href="/m.js">',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '</head><body><p>سلام <scripts>not a tag name</scripts> <link-card></link-card></p>',
  '<script>self.__next_f.push([1,"x"])</script><SCRIPT type="application/ld+json">{}</SCRIPT>',
  '<script\ttype="module">1</script><script/>',
  '</body></html>',
].join('');

const marked = (nonce: string) =>
  [
    '<!doctype html><html dir="rtl"><head><meta charset="utf-8"><title>دروازه</title>',
    `<link nonce="${nonce}" rel="preload" as="script" href="/_next/static/chunks/a.js"/>`,
    '<LINK rel="stylesheet" href="/a.css"><link rel="alternate" type="application/rss+xml" href="/fa/feeds/podcasts"/>',
    `<link nonce="${nonce}" rel=modulepreload href="/m.js">`,
    `<script nonce="${nonce}" src="/_next/static/chunks/a.js" async=""></script>`,
    '</head><body><p>سلام <scripts>not a tag name</scripts> <link-card></link-card></p>',
    `<script nonce="${nonce}">self.__next_f.push([1,"x"])</script><SCRIPT nonce="${nonce}" type="application/ld+json">{}</SCRIPT>`,
    `<script nonce="${nonce}"\ttype="module">1</script><script nonce="${nonce}"/>`,
    '</body></html>',
  ].join('');

function run(nonce: string, chunks: Buffer[]): string {
  const inserter = createNonceInserter(nonce);
  const out = chunks.map((chunk) => inserter.push(chunk));
  return Buffer.concat([...out, inserter.finish()]).toString('utf8');
}

describe('marking server-rendered scripts with the nonce', () => {
  it('marks every script and every link that loads one, in any case, and nothing else', () => {
    expect(run('n0nce', [Buffer.from(page)])).toBe(marked('n0nce'));
  });

  it('gives the same page however the bytes are cut, even inside a tag name or a Persian letter', () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(run('n', [bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(marked('n'));
    }
    const oneByteChunks = [...bytes].map((byte) => Buffer.from([byte]));
    expect(run('n', oneByteChunks)).toBe(marked('n'));
  });

  it('puts its nonce before one already in the tag, so the parser keeps this answer’s', () => {
    expect(run('fresh', [Buffer.from('<script nonce="stale">go()</script>')])).toBe('<script nonce="fresh" nonce="stale">go()</script>');
  });

  it('passes a tag cut off by the end of the page through unmarked', () => {
    expect(run('n', [Buffer.from('<p>end</p><scri')])).toBe('<p>end</p><scri');
    expect(run('n', [Buffer.from('<p>a</p><script')])).toBe('<p>a</p><script');
    expect(run('n', [Buffer.from('<p>a</p><link as="script" href="/a.js"')])).toBe('<p>a</p><link as="script" href="/a.js"');
  });

  it('draws a different 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, freshNonce));
    expect(nonces.size).toBe(50);
    expect(Buffer.from([...nonces][0]!, 'base64')).toHaveLength(16);
  });
});
