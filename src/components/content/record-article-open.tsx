'use client';

import { useEffect } from 'react';
import { useAuth } from '@/components/shell/auth-provider';
import type { ProgressType } from '@/shared/schemas/dashboard';
import { sendProgress } from './playback-tracking';

/** Notes, for a signed-in reader, that this article was opened: the dashboard's "continue" card. */
export function RecordArticleOpen({ type, id }: { type: ProgressType; id: string }) {
  const { status } = useAuth();
  useEffect(() => {
    if (status === 'authenticated') void sendProgress(type, id);
  }, [status, type, id]);
  return null;
}
