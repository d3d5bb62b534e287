'use client';

import type { ContractOf, Endpoint } from '@/shared/api/contract';
import { fillPath, type Address } from '@/shared/api/path';
import { ApiError, ensureCsrfCookie, readCookie, type Answer } from './api-client';
import { toast } from './toast';

type UploadOptions = { onProgress?: (percent: number) => void };

/**
 * Sends `body` with upload progress (fetch cannot report it), speaking the same protocol as
 * `api`: language header, XSRF token, ApiError on failure; with `toasts`, the answer's
 * message is shown as `api` shows it.
 */
async function send<T>(method: string, path: string, body: FormData | Blob, { onProgress, toasts }: UploadOptions & { toasts: boolean }): Promise<T> {
  await ensureCsrfCookie(method);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', document.documentElement.lang);
    if (!(body instanceof FormData)) request.setRequestHeader('Content-Type', 'application/octet-stream');
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) request.setRequestHeader('X-XSRF-TOKEN', xsrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(0, 'network'));
    request.onload = () => {
      let answer: { message?: string; errors?: Record<string, string[]> } & Record<string, unknown> = {};
      try {
        answer = JSON.parse(request.responseText) as typeof answer;
      } catch {
        // A body that is not JSON carries no message to show.
      }
      if (request.status >= 200 && request.status < 300) {
        if (toasts && answer.message) toast({ severity: 'success', detail: answer.message });
        resolve(answer as T);
        return;
      }
      if (toasts && answer.message && request.status !== 422 && request.status !== 401) toast({ severity: 'error', detail: answer.message });
      reject(new ApiError(request.status, answer.message ?? '', answer.errors ?? {}));
    };
    request.send(body);
  });
}

/** Sends a multipart form to a contract's endpoint with upload progress; messages are toasted like `api`'s. */
export function uploadForm<E extends Endpoint>(contract: E, address: Address<ContractOf<E>>, body: FormData, options: UploadOptions = {}): Promise<Answer<ContractOf<E>>> {
  return send(contract.method.toUpperCase(), fillPath(contract, address), body, { ...options, toasts: true });
}

/**
 * PUTs one file as the raw request body (an import's export can be hundreds of MB and is streamed
 * to disk as it arrives), with progress. It shows no toast: the caller puts each refusal under the
 * field it concerns and announces a network failure (status 0) itself.
 */
export function uploadFile<E extends Endpoint>(contract: E, address: Address<ContractOf<E>>, file: Blob, { onProgress }: UploadOptions = {}): Promise<Answer<ContractOf<E>>> {
  return send(contract.method.toUpperCase(), fillPath(contract, address), file, { onProgress, toasts: false });
}
