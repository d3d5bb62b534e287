import type { WorkingCopyKind, WorkingCopyView } from '@/shared/schemas/working-copies';
import { ensureCsrfCookie, readCookie } from './api-client';

/**
 * The autosave's own calls to `/api/manager/working-copies/{kind}/{key}`. Not `apiFetch`: a
 * background save must never toast, open the error page or retry on its own; the hook decides.
 */

/** A keepalive request's body must stay under the browser's 64 KiB budget, shared by all in flight. */
const KEEPALIVE_MAX_BYTES = 60 * 1024;

export type WorkingCopyAddress = { kind: WorkingCopyKind; key: string };

/** Why a save did not land: no network (try again when back online) or the server refused. */
export class WorkingCopyError extends Error {
  constructor(readonly isOffline: boolean, readonly status = 0) {
    super(isOffline ? 'offline' : `working copy request failed (${status})`);
  }
}

const addressOf = ({ kind, key }: WorkingCopyAddress) => `/api/manager/working-copies/${kind}/${key}`;

async function call(address: WorkingCopyAddress, method: string, body?: string, keepalive = false): Promise<Response> {
  await ensureCsrfCookie(method);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf && method !== 'GET') headers['X-XSRF-TOKEN'] = xsrf;
  let response: Response;
  try {
    response = await fetch(addressOf(address), { method, headers, body, credentials: 'include', keepalive });
  } catch {
    throw new WorkingCopyError(true);
  }
  if (!response.ok) throw new WorkingCopyError(false, response.status);
  return response;
}

export async function fetchWorkingCopy(address: WorkingCopyAddress): Promise<WorkingCopyView | null> {
  const answer = (await (await call(address, 'GET')).json()) as { data: WorkingCopyView | null };
  return answer.data;
}

/**
 * Sends the form as typed; `isLeaving` (the tab hidden or closing) asks the browser to finish the
 * request after the page is gone, which it only does for a small body.
 */
export async function putWorkingCopy(address: WorkingCopyAddress, payload: unknown, isLeaving = false): Promise<string> {
  const body = JSON.stringify({ payload });
  const keepalive = isLeaving && new Blob([body]).size <= KEEPALIVE_MAX_BYTES;
  const answer = (await (await call(address, 'PUT', body, keepalive)).json()) as { data: { updated_at: string } };
  return answer.data.updated_at;
}

export async function deleteWorkingCopy(address: WorkingCopyAddress): Promise<void> {
  await call(address, 'DELETE');
}
