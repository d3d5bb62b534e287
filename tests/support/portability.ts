import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PUT as uploadRoute } from '@/app/api/manager/import/files/route';
import { POST as startExportRoute } from '@/app/api/manager/export/route';
import { GET as exportRunRoute } from '@/app/api/manager/export/runs/[id]/route';
import { GET as importRunRoute } from '@/app/api/manager/import/runs/[id]/route';
import { GET as serveMedia } from '@/app/media/[...path]/route';
import type { ImportRunJson } from '@/shared/schemas/portability';
import { bearer, type RegisteredUser } from './accounts';
import { apiRequest, json, routeParams } from './http';
import { as, idParam } from './manager';

export const wordpressFixtures = path.join(process.cwd(), 'tests/fixtures/wordpress');

/** Uploads a file to the import screen's upload endpoint, raw, as `user`. */
export async function uploadImportFile(user: RegisteredUser, file: string, name = path.basename(file)): Promise<Response> {
  const request = apiRequest(`/api/manager/import/files?name=${encodeURIComponent(name)}`, {
    method: 'PUT',
    body: readFileSync(file, 'utf8'),
    headers: { ...bearer(user.token), 'content-type': 'application/octet-stream' },
  });
  return uploadRoute(request, routeParams({}));
}

/** Polls a run until it has finished (the job runs in the background of this process). */
async function finished(read: (id: string) => Promise<Response>, id: string): Promise<ImportRunJson> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const { data } = await json<{ data: ImportRunJson }>(await read(id));
    if (data.status === 'done' || data.status === 'failed') return data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the run did not finish');
}

export const finishedImport = (user: RegisteredUser, id: string) => finished((runId) => importRunRoute(as(user, `/api/manager/import/runs/${runId}`), idParam(runId)), id);
export const finishedExport = (user: RegisteredUser, id: string) => finished((runId) => exportRunRoute(as(user, `/api/manager/export/runs/${runId}`), idParam(runId)), id);

/** Starts an export as `user` and waits for it to finish. */
export async function exportSiteAs(user: RegisteredUser, body: Record<string, unknown> = {}): Promise<ImportRunJson> {
  const started = await startExportRoute(as(user, '/api/manager/export', { method: 'POST', body }), routeParams({}));
  if (started.status !== 202) throw new Error(`the export did not start: ${started.status}`);
  return finishedExport(user, (await json<{ data: ImportRunJson }>(started)).data.id);
}

/** What `/media/<key>` answers an anonymous reader. */
export function anonymousMedia(key: string): Promise<Response> {
  return serveMedia(apiRequest(`/media/${key}`), routeParams({ path: key.split('/') }));
}
