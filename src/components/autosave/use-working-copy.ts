'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useUnsavedChanges } from '@/components/manager-content/use-unsaved-changes';
import { deleteWorkingCopy, fetchWorkingCopy, putWorkingCopy } from '@/lib/working-copy-client';
import { NEW_ITEM_KEY, type WorkingCopyKind, type WorkingCopyView } from '@/shared/schemas/working-copies';
import { WorkingCopySaver, type AutosaveState } from './working-copy-saver';

/** How long a real save waits for an autosave request still on its way before it goes on. */
const SETTLE_WAIT_MS = 2_000;

export type { AutosaveState } from './working-copy-saver';

type Options<T extends FieldValues> = {
  form: UseFormReturn<T>;
  kind: WorkingCopyKind;
  /** The item's id; none while creating (the copy is then the user's one `new` copy of this kind). */
  id?: string;
  /** The values worth keeping, when some of the form cannot be restored from values alone; a module-level function (a new one each render would start over). */
  pick?: (values: T) => Partial<T>;
  /** Warn before leaving with changes not yet sent; off where the form already warns while dirty. */
  warnOnLeave?: boolean;
};

export type WorkingCopyControls<T extends FieldValues = FieldValues> = {
  state: AutosaveState;
  /** A copy kept earlier (on this or another device) that differs from the form as loaded. */
  offer: WorkingCopyView | null;
  restore: () => void;
  discard: () => Promise<void>;
  retry: () => void;
  /** Changes after a restore, for fields that keep their own state (the rich text editor) to mount again. */
  generation: number;
  /**
   * Call after a successful real save of `sent` (the form's values when it was sent): the copy is
   * obsolete and deleted, and what was typed while the request was on its way becomes the copy.
   */
  onSaved: (sent: T) => Promise<void>;
  /**
   * Call instead of `onSaved` once a new item was created from `sent`: what was typed while the
   * request was on its way is kept as the new item's copy, offered when its edit page opens.
   */
  onCreated: (id: string, sent: T) => Promise<void>;
};

/**
 * Autosave of a manager form to the caller's working copy (ADR 0021): a few seconds after typing
 * stops and when the tab is hidden, one request at a time, nothing when nothing changed. The
 * published item is never touched; a real save deletes the copy.
 */
export function useWorkingCopy<T extends FieldValues>({ form, kind, id, pick, warnOnLeave = true }: Options<T>): WorkingCopyControls<T> {
  const leaveMessage = useTranslations('managerContent.form')('unsaved');
  const address = useMemo(() => ({ kind, key: id ?? NEW_ITEM_KEY }), [kind, id]);
  const [state, setState] = useState<AutosaveState>({ status: 'idle' });
  const [offer, setOffer] = useState<WorkingCopyView | null>(null);
  const [generation, setGeneration] = useState(0);
  const [isUnsent, setIsUnsent] = useState(false);

  /** Values as a copy keeps them: what is compared and what is sent. */
  const serialized = useCallback((values: T) => JSON.stringify(pick ? pick(values) : values), [pick]);
  const snapshot = useCallback(() => serialized(form.getValues()), [form, serialized]);

  const saver = useMemo(
    () =>
      new WorkingCopySaver(address, snapshot, (next, unsent) => {
        if (next) setState(next);
        setIsUnsent(unsent);
      }),
    [address, snapshot],
  );
  /** The form as loaded: what "nothing changed" means. */
  const baseline = useRef<string | null>(null);

  // Offer a copy kept earlier, unless it is what the form already shows.
  useEffect(() => {
    const loaded = snapshot();
    baseline.current = loaded;
    saver.markSent(loaded);
    let isCurrent = true;
    fetchWorkingCopy(address)
      .then((copy) => {
        if (isCurrent && copy && JSON.stringify(copy.payload) !== loaded) setOffer(copy);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [address, snapshot, saver]);

  useEffect(() => {
    const subscription = form.watch(() => saver.changed());
    // Hidden is the last moment a page is sure to run: closing a tab, switching away, a phone locking.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saver.flush(true);
    };
    const onOnline = () => saver.flush();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onHidden);
    window.addEventListener('online', onOnline);
    return () => {
      subscription.unsubscribe();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onHidden);
      window.removeEventListener('online', onOnline);
      saver.cancel();
    };
  }, [form, saver]);

  useUnsavedChanges(warnOnLeave && isUnsent, leaveMessage);

  const restore = () => {
    if (!offer) return;
    form.reset({ ...form.getValues(), ...offer.payload } as T, { keepDefaultValues: true });
    saver.markSent(snapshot());
    setOffer(null);
    setGeneration((value) => value + 1);
  };

  const discard = async () => {
    // The offer goes once the copy is gone: a reload right after the click must not bring it back.
    await deleteWorkingCopy(address).catch(() => undefined);
    setOffer(null);
    // What was typed meanwhile (autosaved over the old copy, now deleted) is kept again from scratch.
    saver.markSent(baseline.current);
    saver.flush();
  };

  /** Drops the copy a save made obsolete, once any autosave still on its way has landed. */
  const dropCopy = async (saved: string) => {
    baseline.current = saved;
    setOffer(null);
    // A real save never waits long on a draft copy: a slow autosave still in flight is left to land.
    await Promise.race([saver.settle(saved), new Promise((resolve) => setTimeout(resolve, SETTLE_WAIT_MS))]);
    setIsUnsent(false);
    setState({ status: 'idle' });
    await deleteWorkingCopy(address).catch(() => undefined);
  };

  const onSaved = async (sent: T) => {
    const saved = serialized(sent);
    await dropCopy(saved);
    // Sent at once rather than after the typing pause: the save may lead on to another page.
    if (snapshot() !== saved) saver.flush(true);
  };

  const onCreated = async (newId: string, sent: T) => {
    const saved = serialized(sent);
    await dropCopy(saved);
    const typed = snapshot();
    if (typed === saved) return;
    // Best effort: the item exists either way, and a second create would duplicate it.
    await putWorkingCopy({ kind, key: newId }, JSON.parse(typed) as Record<string, unknown>).catch(() => undefined);
  };

  return { state, offer, restore, discard, retry: () => saver.flush(), generation, onSaved, onCreated };
}
