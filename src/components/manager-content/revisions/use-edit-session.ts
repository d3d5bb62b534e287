'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { api, ApiError, type Answer } from '@/lib/api-client';
import { revisionContracts } from '@/shared/api/browser/content-revisions';
import { managedContentContracts } from '@/shared/api/browser/manager-content';
import type { ContentType } from '@/shared/content-types';
import type { updateContentSchema } from '@/shared/schemas/content';
import { versionConflictBody, type VersionConflict } from '@/shared/schemas/content-revisions';
import { withTheirs } from './conflict-fields';

/** What an update sends besides the version it started from. */
export type ContentUpdateBody = z.input<ReturnType<typeof updateContentSchema>>;

export type Editor = Answer<(typeof revisionContracts)[ContentType]['heartbeat']>['data']['editors'][number];

/** A refused save: the newer version, who saved it and when, the fields both changed, the version this editor had and what it sent. */
export type EditConflict = VersionConflict & { base: number | undefined; mine: ContentUpdateBody };

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

/** How the next save settles the fields a 409 named: this editor's values, or the stored ones. */
export type Resolution = 'mine' | 'theirs';

/**
 * Saves an item against the version the editor started from (ADR 0019): the server merges it with
 * whatever was saved since, field by field. A field both changed comes back as `conflict` instead
 * of being written; `resolve` makes the next save, from the same version, keep this editor's
 * values in those fields or take the stored ones, while the rest still merges.
 */
export function useVersionedSave(type: ContentType, id: string | undefined, startVersion: number | undefined) {
  const version = useRef(startVersion);
  const resolution = useRef<Resolution | null>(null);
  const [conflict, setConflict] = useState<EditConflict | null>(null);

  const save = useCallback(
    async (body: ContentUpdateBody) => {
      if (id === undefined || version.current === undefined) throw new Error('Only an item loaded for editing is saved against its version');
      const resolving = conflict && resolution.current ? { conflict, how: resolution.current } : null;
      resolution.current = null;
      const sent =
        resolving?.how === 'theirs'
          ? { ...withTheirs(body, resolving.conflict.fields, resolving.conflict.theirs), version: version.current }
          : { ...body, version: version.current, ...(resolving ? { overwrite: resolving.conflict.fields } : {}) };
      try {
        const { data } = await api(managedContentContracts[type].update, { params: { id }, body: sent });
        version.current = data.version;
        setConflict(null);
        return data;
      } catch (error) {
        const refused = error instanceof ApiError && error.status === 409 ? versionConflictBody.safeParse(error.body) : undefined;
        if (!refused?.success) throw error;
        setConflict({ ...refused.data.conflict, base: version.current, mine: body });
        return null;
      }
    },
    [type, id, conflict],
  );

  const resolve = useCallback((how: Resolution) => {
    resolution.current = how;
  }, []);

  return { save, conflict, resolve, dismiss: () => setConflict(null) };
}

/** The editor's side of ADR 0019 for one item: who else has it open, and saves against a version. */
export function useEditSession(type: ContentType, id: string | undefined, version: number | undefined) {
  const otherEditors = useOtherEditors(type, id);
  return { otherEditors, ...useVersionedSave(type, id, version) };
}
