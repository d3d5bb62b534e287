'use client';

import { ApiError, ensureCsrfCookie, readCookie } from './api-client';
import { toast } from './toast';

type UploadOptions = { method?: 'POST' | 'PUT'; onProgress?: (percent: number) => void };

/**
 * Sends a multipart form with upload progress (fetch cannot report it), speaking the same
 * protocol as `apiFetch`: language header, XSRF token, toasts for messages, ApiError on failure.
 */
export async function uploadForm<T>(path: string, body: FormData, { method = 'POST', onProgress }: UploadOptions = {}): Promise<T> {
  await ensureCsrfCookie(method);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', document.documentElement.lang);
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
        if (answer.message) toast({ severity: 'success', detail: answer.message });
        resolve(answer as T);
        return;
      }
      if (answer.message && request.status !== 422 && request.status !== 401) toast({ severity: 'error', detail: answer.message });
      reject(new ApiError(request.status, answer.message ?? '', answer.errors ?? {}));
    };
    request.send(body);
  });
}
