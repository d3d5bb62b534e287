import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUT as uploadRoute } from '@/app/api/manager/import/files/route';
import { POST as startImportRoute } from '@/app/api/manager/import/wordpress/route';
import { GET as importRunsRoute } from '@/app/api/manager/import/runs/route';
import { GET as importRunRoute } from '@/app/api/manager/import/runs/[id]/route';
import { POST as startExportRoute } from '@/app/api/manager/export/route';
import { GET as exportRunRoute } from '@/app/api/manager/export/runs/[id]/route';
import { GET as archiveRoute } from '@/app/api/manager/export/runs/[id]/archive/route';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { activityLogs, importRuns } from '@/server/db/schema';
import { expireExportArchives } from '@/server/services/portability';
import { findRedirect } from '@/server/services/redirects';
import { getStorage } from '@/server/storage';
import type { ImportRunJson } from '@/shared/schemas/portability';
import { bearer } from '../support/accounts';
import { apiRequest, json, routeParams } from '../support/http';
import { anonymousMedia, exportSiteAs, finishedExport, finishedImport, uploadImportFile, wordpressFixtures } from '../support/portability';
import { activityOf, as, idParam, managerCast, type ManagerCast } from '../support/manager';

let cast: ManagerCast;
const readImport = (id: string) => importRunRoute(as(cast.boss, `/api/manager/import/runs/${id}`), idParam(id));
const readExport = (id: string) => exportRunRoute(as(cast.boss, `/api/manager/export/runs/${id}`), idParam(id));

beforeAll(async () => {
  cast = await managerCast(['redirects.view']);
});

describe('the import screen’s API', () => {
  it('uploads an export raw, runs it in the background and reports progress and the result', async () => {
    const uploaded = await uploadImportFile(cast.boss, path.join(wordpressFixtures, 'polylang-fa-en.xml'));
    expect(uploaded.status).toBe(201);
    const file = (await json<{ data: { id: string; size: number } }>(uploaded)).data;
    expect(file.size).toBeGreaterThan(1000);
    const started = await startImportRoute(as(cast.boss, '/api/manager/import/wordpress', { method: 'POST', body: { file_id: file.id, file_name: 'polylang-fa-en.xml' } }), routeParams({}));
    expect(started.status).toBe(202);
    const run = (await json<{ data: ImportRunJson }>(started)).data;
    expect(run).toMatchObject({ kind: 'wordpress', file_name: 'polylang-fa-en.xml' });
    expect(await activityOf('import.run', run.id)).toHaveLength(1);
    const done = await finishedImport(cast.boss, run.id);
    expect(done.status).toBe('done');
    expect(done.written).toBe(14);
    expect(done.progress.articles).toEqual({ done: 14, total: 14 });
    expect(done.report.some((line) => line.message === 'pagesSkipped')).toBe(true);
    expect(await findRedirect('/?p=3')).toMatch(/^\/fa\/articles\//);
    // Each item the run wrote is logged as the manager's who started it, not as the system's.
    const written = await getDb().select().from(activityLogs).where(eq(activityLogs.action, 'articles.create'));
    const imported = written.filter((row) => row.createdAt >= new Date(run.created_at));
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.every((row) => row.actorId === cast.boss.id && !row.bySystem)).toBe(true);
    const listed = await json<{ data: ImportRunJson[] }>(await importRunsRoute(as(cast.boss, '/api/manager/import/runs'), routeParams({})));
    expect(listed.data[0]?.id).toBe(run.id);
  });

  it('a file that is not an export ends as a failed run with the reason, not a 500', async () => {
    const uploaded = await uploadImportFile(cast.boss, path.join(wordpressFixtures, 'README.md'));
    const file = (await json<{ data: { id: string } }>(uploaded)).data;
    const started = await startImportRoute(as(cast.boss, '/api/manager/import/wordpress', { method: 'POST', body: { file_id: file.id } }), routeParams({}));
    const done = await finishedImport(cast.boss, (await json<{ data: ImportRunJson }>(started)).data.id);
    expect(done.status).toBe('failed');
    expect(done.report).toEqual([expect.objectContaining({ level: 'error', kind: 'file' })]);
  });

  it('refuses a file id that was never uploaded (422), an empty upload (422), and anyone without import.run (403)', async () => {
    const missing = await startImportRoute(as(cast.boss, '/api/manager/import/wordpress', { method: 'POST', body: { file_id: '00000000-0000-4000-8000-000000000000' } }), routeParams({}));
    expect(missing.status).toBe(422);
    const empty = apiRequest('/api/manager/import/files?name=x.xml', { method: 'PUT', body: '', headers: { ...bearer(cast.boss.token), 'content-type': 'application/octet-stream' } });
    expect((await uploadRoute(empty, routeParams({}))).status).toBe(422);
    expect((await uploadImportFile(cast.limited, path.join(wordpressFixtures, 'polylang-fa-en.xml'))).status).toBe(403);
    expect((await uploadImportFile(cast.plain, path.join(wordpressFixtures, 'polylang-fa-en.xml'))).status).toBe(403);
    expect((await importRunsRoute(as(cast.limited, '/api/manager/import/runs'), routeParams({}))).status).toBe(403);
  });
});

describe('the export screen’s API', () => {
  it('exports the site in the background and serves the archive to a manager with export.run only', async () => {
    const started = await startExportRoute(as(cast.boss, '/api/manager/export', { method: 'POST', body: {} }), routeParams({}));
    expect(started.status).toBe(202);
    const run = (await json<{ data: ImportRunJson }>(started)).data;
    const done = await finishedExport(cast.boss, run.id);
    expect(done.status).toBe('done');
    expect(done.with_accounts).toBe(false);
    expect(done.progress.contents?.total).toBeGreaterThan(0);
    const archive = await archiveRoute(as(cast.boss, `/api/manager/export/runs/${run.id}/archive`), idParam(run.id));
    expect(archive.status).toBe(200);
    expect(archive.headers.get('content-disposition')).toMatch(/attachment; filename="darvazeh-.*\.tar\.gz"/);
    expect(archive.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await archive.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    // An import run is not an export: its id answers 404 here, and the reverse.
    const [importRun] = (await json<{ data: ImportRunJson[] }>(await importRunsRoute(as(cast.boss, '/api/manager/import/runs'), routeParams({})))).data;
    expect((await readExport(importRun!.id)).status).toBe(404);
    expect((await readImport(run.id)).status).toBe(404);
    expect((await startExportRoute(as(cast.limited, '/api/manager/export', { method: 'POST', body: {} }), routeParams({}))).status).toBe(403);
    expect((await archiveRoute(as(cast.plain, `/api/manager/export/runs/${run.id}/archive`), idParam(run.id))).status).toBe(403);
  });

  it('puts the sealing key in only when asked for it with the accounts, and says so on the run and in the manifest', async () => {
    const refused = await startExportRoute(as(cast.boss, '/api/manager/export', { method: 'POST', body: { with_secrets: true } }), routeParams({}));
    expect(refused.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(refused)).errors.with_secrets).toEqual([
      'Sealing key goes into an archive only together with the password hashes and accounts.',
    ]);

    const manifests: Record<string, unknown>[] = [];
    for (const body of [{ with_accounts: true }, { with_accounts: true, with_secrets: true }]) {
      const started = await startExportRoute(as(cast.boss, '/api/manager/export', { method: 'POST', body }), routeParams({}));
      expect(started.status).toBe(202);
      const done = await finishedExport(cast.boss, (await json<{ data: ImportRunJson }>(started)).data.id);
      expect(done).toMatchObject({ status: 'done', with_accounts: true, with_secrets: body.with_secrets ?? false });
      const archive = await archiveRoute(as(cast.boss, `/api/manager/export/runs/${done.id}/archive`), idParam(done.id));
      manifests.push(manifestOf(Buffer.from(await archive.arrayBuffer())));
    }
    const tables = (manifest: Record<string, unknown>) => (manifest.tables as { name: string }[]).map((table) => table.name);
    expect(manifests[0]).toMatchObject({ with_accounts: true, with_secrets: false });
    expect(tables(manifests[0]!)).toContain('totp_credentials');
    expect(tables(manifests[0]!)).not.toContain('app_secrets');
    expect(manifests[1]).toMatchObject({ with_accounts: true, with_secrets: true });
    expect(tables(manifests[1]!)).toContain('app_secrets');
  });
});

describe('files that hold a whole site stay private', () => {
  it('serves an export only through the guarded download, never at a media address', async () => {
    const run = await exportSiteAs(cast.boss);
    expect(run.status).toBe('done');
    for (const key of [`exports/${run.id}.tar.gz`, `private/exports/${run.id}.tar.gz`]) expect((await anonymousMedia(key)).status, key).toBe(404);
    expect((await archiveRoute(as(null, `/api/manager/export/runs/${run.id}/archive`), idParam(run.id))).status).toBe(401);
    const archive = await archiveRoute(as(cast.boss, `/api/manager/export/runs/${run.id}/archive`), idParam(run.id));
    expect(archive.status).toBe(200);
    expect(archive.headers.get('cache-control')).toBe('private, no-store');
  });

  it('an export expires after EXPORT_KEEP_HOURS: refused at once, then deleted by the sweep', async () => {
    const run = await exportSiteAs(cast.boss);
    expect(Date.parse(run.expires_at!) - Date.parse(run.finished_at!)).toBe(24 * 3600_000);
    const [row] = await getDb().select({ resultPath: importRuns.resultPath }).from(importRuns).where(eq(importRuns.id, run.id));
    expect(await getStorage().stat(row!.resultPath!)).not.toBeNull();
    await getDb()
      .update(importRuns)
      .set({ finishedAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(importRuns.id, run.id));
    expect((await archiveRoute(as(cast.boss, `/api/manager/export/runs/${run.id}/archive`), idParam(run.id))).status).toBe(404);
    expect((await json<{ data: ImportRunJson }>(await readExport(run.id))).data.expires_at).toBeNull();
    expect(await expireExportArchives()).toBeGreaterThanOrEqual(1);
    expect(await getStorage().stat(row!.resultPath!)).toBeNull();
    const [after] = await getDb().select({ resultPath: importRuns.resultPath }).from(importRuns).where(eq(importRuns.id, run.id));
    expect(after!.resultPath).toBeNull();
  });

  it('an uploaded WordPress file is never served at a media address and is deleted when its run ends, done or failed', async () => {
    for (const [fixture, outcome] of [
      ['polylang-fa-en.xml', 'done'],
      ['README.md', 'failed'],
    ] as const) {
      const file = (await json<{ data: { id: string } }>(await uploadImportFile(cast.boss, path.join(wordpressFixtures, fixture)))).data;
      for (const key of [`imports/${file.id}`, `private/imports/${file.id}`]) expect((await anonymousMedia(key)).status, key).toBe(404);
      const started = await startImportRoute(as(cast.boss, '/api/manager/import/wordpress', { method: 'POST', body: { file_id: file.id } }), routeParams({}));
      const done = await finishedImport(cast.boss, (await json<{ data: ImportRunJson }>(started)).data.id);
      expect(done.status).toBe(outcome);
      // Gone: a second run of the same upload is refused as a file no longer there.
      const again = await startImportRoute(as(cast.boss, '/api/manager/import/wordpress', { method: 'POST', body: { file_id: file.id } }), routeParams({}));
      expect(again.status, fixture).toBe(422);
    }
  }, 90_000);
});

/** The manifest: the first member of the archive (a tar header of 512 bytes, then its JSON). */
function manifestOf(gzipped: Buffer): Record<string, unknown> {
  const tar = gunzipSync(gzipped);
  const size = parseInt(tar.subarray(124, 136).toString('ascii').trim(), 8);
  return JSON.parse(tar.subarray(512, 512 + size).toString('utf8')) as Record<string, unknown>;
}
