'use client';

import { useEffect } from 'react';
import { useRouter } from '@/i18n/navigation';

/** How often a sending issue's page reads its progress again. */
const REFRESH_MS = 3000;

/** While an issue is sending, its page re-reads its progress every few seconds; nothing is drawn. */
export function IssueProgressRefresh() {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [router]);
  return null;
}
