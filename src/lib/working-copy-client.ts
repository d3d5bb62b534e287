import { workingCopyContracts } from '@/shared/api/browser/working-copies';
import type { WorkingCopyKind, WorkingCopyView } from '@/shared/schemas/working-copies';
import { api, ApiError } from './api-client';

/**
 * The autosave's own calls to the working-copy endpoints. Quiet: a background save must never
 * toast, open the error page or retry on its own; the hook decides.
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

/** The call's answer, or a WorkingCopyError: status 0 is a request that never reached the server. */
async function quietly<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError) throw new WorkingCopyError(error.status === 0, error.status);
    throw error;
  }
}

export async function fetchWorkingCopy(address: WorkingCopyAddress): Promise<WorkingCopyView | null> {
  const { data } = await quietly(api(workingCopyContracts.getWorkingCopy, { params: address }, { quiet: true }));
  return data;
}

/**
 * Sends the form as typed; `isLeaving` (the tab hidden or closing) asks the browser to finish the
 * request after the page is gone, which it only does for a small body.
 */
export async function putWorkingCopy(address: WorkingCopyAddress, payload: Record<string, unknown>, isLeaving = false): Promise<string> {
  const body = { payload };
  const keepalive = isLeaving && new Blob([JSON.stringify(body)]).size <= KEEPALIVE_MAX_BYTES;
  const { data } = await quietly(api(workingCopyContracts.saveWorkingCopy, { params: address, body }, { quiet: true, keepalive }));
  return data.updated_at;
}

export async function deleteWorkingCopy(address: WorkingCopyAddress): Promise<void> {
  await quietly(api(workingCopyContracts.discardWorkingCopy, { params: address }, { quiet: true }));
}
