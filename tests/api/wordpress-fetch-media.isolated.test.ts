import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/env';
import { getDb } from '@/server/db/client';
import { contentTranslations, importKeys, media } from '@/server/db/schema';
import { systemWriter } from '@/server/services/context';
import { guardedGet } from '@/server/services/webhooks/guarded-get';
import { importWordPress } from '@/server/services/wordpress/import/run';
import { wordpressImportOptions } from '@/shared/schemas/portability';

// The old site is a server on loopback holding some of the fixture's uploads: the body's picture
// and its resized copy, but for the cover only a page of HTML where the file should be.
const fixtures = path.join(process.cwd(), 'tests/fixtures/wordpress');
const work = mkdtempSync(path.join(tmpdir(), 'darvazeh-fetch-'));
let oldSite: Server;
let base: string;
const asked: string[] = [];

beforeAll(async () => {
  oldSite = createServer((request, response) => {
    const url = request.url ?? '';
    asked.push(url);
    if (url.endsWith('/wallet-cover.jpg')) return response.writeHead(200, { 'content-type': 'text/html' }).end('<p>Not here any more</p>');
    if (url.startsWith('/moved/')) return response.writeHead(301, { location: url.replace('/moved/', '/wp-content/uploads/') }).end();
    const file = path.join(fixtures, 'uploads', url.replace(/^\/wp-content\/uploads\//, ''));
    if (!url.startsWith('/wp-content/uploads/') || !file.endsWith('.png') || !existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'image/png' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => oldSite.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(oldSite.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => oldSite.close(() => resolve()));
});

/** The Polylang fixture as if exported by the site at `site` (it keys items, and names its files there). */
function exportedAt(site: string, name: string): string {
  const copy = path.join(work, `${name}.xml`);
  writeFileSync(copy, readFileSync(path.join(fixtures, 'polylang-fa-en.xml'), 'utf8').replaceAll('https://old.example.com', site));
  return copy;
}

const fetching = (file: string) =>
  importWordPress({ file, uploadsDir: null, options: wordpressImportOptions.parse({ fetch_media: true }), by: systemWriter() });

async function bodiesOf(siteKey: string): Promise<string> {
  const rows = await getDb()
    .select({ body: contentTranslations.body })
    .from(importKeys)
    .innerJoin(contentTranslations, eq(contentTranslations.contentId, importKeys.targetId))
    .where(and(eq(importKeys.kind, 'content'), like(importKeys.sourceKey, `${siteKey}|%`)));
  return rows.map((row) => row.body).join('\n');
}

describe('--fetch-media', () => {
  it('refuses addresses on this host or its private network unless the operator allows them, and stands placeholders in their place', async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE = 'false';
    resetEnvForTests();
    const report = await fetching(exportedAt(base, 'refused'));
    const failed = report.lines.filter((line) => line.message === 'fetchFailed');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((line) => /refused to connect to 127\.0\.0\.1/.test(line.detail ?? ''))).toBe(true);
    expect(asked).toEqual([]);
    expect(await bodiesOf(base)).toContain('src="/media/missing/');
  });

  it('downloads what the uploads copy lacks from the addresses in the file, and reports what it could not have, with why', async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
    resetEnvForTests();
    const site = base.replace('127.0.0.1', 'localhost');
    const report = await fetching(exportedAt(site, 'fetched'));
    expect(report.count('error')).toBe(0);
    expect(asked).toContain('/wp-content/uploads/2023/06/hardware-wallet-300x225.png');
    const bodies = await bodiesOf(site);
    expect(bodies).toMatch(/<img [^>]*src="\/media\/images\/\d{4}\/\d{2}\/[^"]+\.png"/);
    expect(bodies).not.toContain(`${site}/wp-content/uploads/2023/06/hardware-wallet-300x225.png`);
    const stored = await getDb().select().from(media).where(eq(media.originalName, 'hardware-wallet-300x225.png'));
    expect(stored.some((row) => row.missingFrom === null && row.width === 300 && row.height === 225)).toBe(true);
    // The cover's address answers with a page, not a picture: a line that says so, and no cover.
    expect(report.lines.find((line) => line.message === 'fetchFailed' && line.key === '2023/06/wallet-cover.jpg')?.detail).toMatch(/not a file this site keeps: text\/html/);
  });

  it('follows a redirect to the file, gives up on one that is too large, and says which', async () => {
    const fetched = await guardedGet(`${base}/moved/2023/06/hardware-wallet.png`, { timeoutMs: 5000, maxBytes: 10_000_000, accepts: (mime) => mime.startsWith('image/') });
    expect(fetched.mime).toBe('image/png');
    expect(fetched.data.byteLength).toBe(readFileSync(path.join(fixtures, 'uploads/2023/06/hardware-wallet.png')).byteLength);
    await expect(guardedGet(`${base}/wp-content/uploads/2023/06/hardware-wallet.png`, { timeoutMs: 5000, maxBytes: 100, accepts: () => true })).rejects.toThrow(/larger than 100 bytes/);
    await expect(guardedGet(`${base}/wp-content/uploads/none.png`, { timeoutMs: 5000, maxBytes: 100, accepts: () => true })).rejects.toThrow(/answered 404/);
  });
});
