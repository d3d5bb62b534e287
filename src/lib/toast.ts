'use client';

import type { toast as sonnerToast } from 'sonner';
import { onNavigation } from './navigation-events';

type Sonner = typeof sonnerToast;

/** SPEC §3's toast message. */
export type ToastSeverity = 'info' | 'success' | 'warn' | 'error';
export type ToastMessage = {
  severity?: ToastSeverity;
  summary?: string;
  detail?: string;
  /** Milliseconds on screen; SPEC §9: 3000. */
  life?: number;
  /** SPEC §9: toasts are not closable by default. */
  closable?: boolean;
  group?: string;
  id?: string | number;
  styleClass?: string;
};

export const TOAST_LIFE = 3000;

const groups = new Map<string, Set<string | number>>();
let nextId = 0;

/*
 * Sonner and its toaster load with the first toast, not with every page. The toaster only shows
 * toasts created after it subscribed, so every call waits until it has mounted; calls keep their
 * order because they all chain on the same promise.
 */
let toasterWanted: (() => void) | null = null;
let markToasterMounted: (sonner: Sonner) => void = () => undefined;
const toasterMounted = new Promise<Sonner>((resolve) => {
  markToasterMounted = resolve;
});
let isRequested = false;

/** The shell's toaster registers here; `request` mounts it the first time a toast is asked for. */
export function registerToaster(request: () => void): () => void {
  toasterWanted = request;
  if (isRequested) request();
  return () => {
    if (toasterWanted === request) toasterWanted = null;
  };
}

/** Called by the toaster once it has mounted and listens. */
export function toasterReady(sonner: Sonner): void {
  markToasterMounted(sonner);
}

function withSonner(action: (sonner: Sonner) => void): void {
  if (!isRequested) {
    isRequested = true;
    toasterWanted?.();
  }
  void toasterMounted.then(action);
}

/** The one toast API of the app: every success, warning and error message goes through here. */
export function toast({
  severity = 'info',
  summary,
  detail,
  life = TOAST_LIFE,
  closable = false,
  group,
  id,
  styleClass,
}: ToastMessage): string | number {
  const toastId = id ?? `toast-${(nextId += 1)}`;
  withSonner((sonner) => {
    const show = { info: sonner.info, success: sonner.success, warn: sonner.warning, error: sonner.error }[severity];
    show(summary ?? detail ?? '', {
      id: toastId,
      description: summary ? detail : undefined,
      duration: life,
      closeButton: closable,
      dismissible: closable,
      className: styleClass,
      onAutoClose: (t) => forget(t.id),
      onDismiss: (t) => forget(t.id),
    });
  });
  if (group) {
    const ids = groups.get(group) ?? new Set();
    ids.add(toastId);
    groups.set(group, ids);
  }
  return toastId;
}

function forget(id: string | number) {
  for (const ids of groups.values()) ids.delete(id);
}

export function removeToast(id: string | number): void {
  if (isRequested) withSonner((sonner) => sonner.dismiss(id));
}

/** Clears one group, or every toast when no group is named. */
export function clearToasts(group?: string): void {
  if (!group) {
    groups.clear();
    if (isRequested) withSonner((sonner) => sonner.dismiss());
    return;
  }
  const ids = [...(groups.get(group) ?? [])];
  groups.delete(group);
  if (ids.length > 0) withSonner((sonner) => ids.forEach((id) => sonner.dismiss(id)));
}

/*
 * A toast about a change that also moves the user to another page (a created item opens its
 * edit page). Shown when that page has arrived: shown before, its life could run out while a
 * slow page loads, and the user would land on the new page with no word of what happened.
 */
const arrivals: ToastMessage[] = [];
let stopWaiting: (() => void) | null = null;

/** Queues `message` until the next navigation finishes; call it just before `router.push`. */
export function toastOnArrival(message: ToastMessage): void {
  arrivals.push(message);
  stopWaiting ??= onNavigation((event) => {
    if (event !== 'finish') return;
    stopWaiting?.();
    stopWaiting = null;
    for (const waiting of arrivals.splice(0)) toast(waiting);
  });
}
