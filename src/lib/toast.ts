'use client';

import { toast as sonner } from 'sonner';

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
  const show = { info: sonner.info, success: sonner.success, warn: sonner.warning, error: sonner.error }[severity];
  const toastId = show(summary ?? detail ?? '', {
    id,
    description: summary ? detail : undefined,
    duration: life,
    closeButton: closable,
    dismissible: closable,
    className: styleClass,
    onAutoClose: (t) => forget(t.id),
    onDismiss: (t) => forget(t.id),
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
  sonner.dismiss(id);
}

/** Clears one group, or every toast when no group is named. */
export function clearToasts(group?: string): void {
  if (!group) {
    sonner.dismiss();
    groups.clear();
    return;
  }
  for (const id of groups.get(group) ?? []) sonner.dismiss(id);
  groups.delete(group);
}
