'use client';

import { ApiError, ensureCsrfCookie, readCookie } from '@/lib/api-client';

type Options = { onProgress?: (percent: number) => void };

/**
 * PUTs one file as the raw request body with upload progress. The import endpoint takes the bytes
 * themselves (no multipart: an export can be hundreds of MB and is streamed to disk as it
 * arrives), which `uploadForm` does not send; otherwise it speaks the same protocol as `apiFetch`
 * (language, XSRF token, ApiError). It shows no toast: the import form puts every refusal under
 * the field it concerns, and a network failure (status 0) is the caller's to announce.
 */
export async function uploadRaw<T>(path: string, file: Blob, { onProgress }: Options = {}): Promise<T> {
  await ensureCsrfCookie('PUT');
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', document.documentElement.lang);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
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
      if (request.status >= 200 && request.status < 300) resolve(answer as T);
      else reject(new ApiError(request.status, answer.message ?? '', answer.errors ?? {}));
    };
    request.send(file);
  });
}
