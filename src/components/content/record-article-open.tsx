'use client';

import { useEffect } from 'react';
import { useAuth } from '@/components/shell/auth-provider';
import { sendProgress } from './playback-tracking';

/** Notes, for a signed-in reader, that this article was opened: the dashboard's "continue" card. */
export function RecordArticleOpen({ id }: { id: string }) {
  const { status } = useAuth();
  useEffect(() => {
    if (status === 'authenticated') void sendProgress('articles', id);
  }, [status, id]);
  return null;
}
