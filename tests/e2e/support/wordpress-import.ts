import { expect, type APIRequestContext } from '@playwright/test';
import { adminHeaders } from './auth';

/** Uploads a WordPress export as the demo admin, starts its import with `options`, and waits until the run is done. */
export async function importThroughApi(
  request: APIRequestContext,
  name: string,
  data: Buffer,
  options: { language?: 'fa' | 'en'; pages?: 'articles' } = {},
): Promise<void> {
  const headers = await adminHeaders(request);
  const uploaded = await request.put(`/api/manager/import/files?name=${encodeURIComponent(name)}`, {
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    data,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const fileId = ((await uploaded.json()) as { data: { id: string } }).data.id;
  const started = await request.post('/api/manager/import/wordpress', {
    headers,
    data: { file_id: fileId, file_name: name, ...options },
  });
  expect(started.status(), await started.text()).toBe(202);
  const runId = ((await started.json()) as { data: { id: string } }).data.id;
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/manager/import/runs/${runId}`, { headers })).json()) as { data: { status: string } })
          .data.status,
      {
        timeout: 180_000,
        intervals: [500],
      },
    )
    .toBe('done');
}
