'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { api, ApiError, type Answer } from '@/lib/api-client';
import { revisionContracts } from '@/shared/api/browser/content-revisions';
import { managedContentContracts } from '@/shared/api/browser/manager-content';
import type { ContentType } from '@/shared/content-types';
import type { updateContentSchema } from '@/shared/schemas/content';
import { versionConflictBody, type VersionConflict } from '@/shared/schemas/content-revisions';

/** What an update sends besides the version it started from. */
export type ContentUpdateBody = z.input<ReturnType<typeof updateContentSchema>>;

export type Editor = Answer<(typeof revisionContracts)[ContentType]['heartbeat']>['data']['editors'][number];

/** A refused save: the newer version, who saved it and when, and the version this editor had. */
export type EditConflict = VersionConflict & { base: number | undefined };

/** Often enough that another editor shows within seconds; the server forgets one after 30 s of silence. */
const HEARTBEAT_MS = 10_000;

/** The other managers with this item's editor open, kept fresh by a heartbeat while it is open. */
export function useOtherEditors(type: ContentType, id: string | undefined): Editor[] {
  const [editors, setEditors] = useState<Editor[]>([]);
  useEffect(() => {
    if (!id) return;
    const presence = revisionContracts[type];
    let isOpen = true;
    // Background calls: no toast, no error page; a missed beat is made up by the next.
    const beat = async () => {
      const answer = await api(presence.heartbeat, { params: { id } }, { quiet: true }).catch(() => null);
      if (isOpen && answer) setEditors(answer.data.editors);
    };
    void beat();
    const timer = setInterval(() => void beat(), HEARTBEAT_MS);
    return () => {
      isOpen = false;
      clearInterval(timer);
      void api(presence.leave, { params: { id } }, { quiet: true, keepalive: true }).catch(() => undefined);
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
    async (body: ContentUpdateBody) => {
      if (id === undefined || version.current === undefined) throw new Error('Only an item loaded for editing is saved against its version');
      try {
        const { data } = await api(managedContentContracts[type].update, { params: { id }, body: { ...body, version: version.current } });
        version.current = data.version;
        setConflict(null);
        return data;
      } catch (error) {
        const refused = error instanceof ApiError && error.status === 409 ? versionConflictBody.safeParse(error.body) : undefined;
        if (!refused?.success) throw error;
        setConflict({ ...refused.data.conflict, base: version.current });
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
