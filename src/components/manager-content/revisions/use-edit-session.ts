'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiFetch, ensureCsrfCookie, readCookie } from '@/lib/api-client';
import type { ContentStatus, ContentType } from '@/shared/content-types';
import type { VersionConflict } from '@/shared/schemas/content-revisions';

/** What an update answers (contentWriteResultSchema). */
export type SavedItem = { id: string; status: ContentStatus; published_at: string | null; version: number };

export type Editor = { id: string; name: string };

/** A refused save: the newer version, who saved it and when, and the version this editor had. */
export type EditConflict = VersionConflict & { base: number | undefined };

/** Often enough that another editor shows within seconds; the server forgets one after 30 s of silence. */
const HEARTBEAT_MS = 10_000;

/** A background call: no toast, no error page, whatever it answers. */
async function quietly(path: string, method: 'POST' | 'DELETE', keepalive = false): Promise<Response | null> {
  await ensureCsrfCookie(method);
  const xsrf = readCookie('XSRF-TOKEN');
  return fetch(path, {
    method,
    credentials: 'include',
    keepalive,
    headers: { Accept: 'application/json', ...(xsrf ? { 'X-XSRF-TOKEN': xsrf } : {}) },
  }).catch(() => null);
}

/** The other managers with this item's editor open, kept fresh by a heartbeat while it is open. */
export function useOtherEditors(type: ContentType, id: string | undefined): Editor[] {
  const [editors, setEditors] = useState<Editor[]>([]);
  useEffect(() => {
    if (!id) return;
    const path = `/api/manager/${type}/${id}/presence`;
    let isOpen = true;
    const beat = async () => {
      const response = await quietly(path, 'POST');
      if (!isOpen || !response?.ok) return;
      const { data } = (await response.json()) as { data: { editors: Editor[] } };
      setEditors(data.editors);
    };
    void beat();
    const timer = setInterval(() => void beat(), HEARTBEAT_MS);
    return () => {
      isOpen = false;
      clearInterval(timer);
      void quietly(path, 'DELETE', true);
    };
  }, [type, id]);
  return editors;
}

/**
 * Saves an item against the version the editor started from (ADR 0019). A save over a newer
 * version comes back as `conflict` instead of being written; `overwrite` makes the next save go
 * over that newer version deliberately.
 */
export function useVersionedSave(type: ContentType, id: string | undefined, startVersion: number | undefined) {
  const version = useRef(startVersion);
  const [conflict, setConflict] = useState<EditConflict | null>(null);

  const save = useCallback(
    async (body: object): Promise<SavedItem | null> => {
      try {
        const { data } = await apiFetch<{ data: SavedItem }>(`/api/manager/${type}/${id}`, { method: 'PATCH', body: { ...body, version: version.current } });
        version.current = data.version;
        setConflict(null);
        return data;
      } catch (error) {
        const sent = error instanceof ApiError && error.status === 409 ? (error.body as { conflict?: VersionConflict } | undefined)?.conflict : undefined;
        if (!sent) throw error;
        setConflict({ ...sent, base: version.current });
        return null;
      }
    },
    [type, id],
  );

  const overwrite = useCallback(() => {
    if (conflict) version.current = conflict.version;
  }, [conflict]);

  return { save, conflict, overwrite, dismiss: () => setConflict(null) };
}

/** The editor's side of ADR 0019 for one item: who else has it open, and saves against a version. */
export function useEditSession(type: ContentType, id: string | undefined, version: number | undefined) {
  const otherEditors = useOtherEditors(type, id);
  return { otherEditors, ...useVersionedSave(type, id, version) };
}
