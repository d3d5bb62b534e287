'use client';

import { useState } from 'react';
import { useRouter } from '@/i18n/navigation';

/**
 * One action at a time on a row of a server-rendered list (approve, mark handled, delete…): which
 * one is busy, and the list refreshed after it. A failed call leaves things as they were; the API
 * client has already shown its error.
 */
export function useRowAction<Name extends string>() {
  const router = useRouter();
  const [busy, setBusy] = useState<Name | null>(null);
  const run = async (name: Name, call: () => Promise<unknown>, then: () => void = () => router.refresh()) => {
    setBusy(name);
    try {
      await call();
      then();
    } catch {
      // apiFetch already showed the error toast.
    } finally {
      setBusy(null);
    }
  };
  /** After a delete: the detail page leaves for `to`, the list just refreshes. */
  const leaveFor = (to?: string) => () => (to ? router.push(to) : router.refresh());
  return { busy, run, leaveFor };
}
