import type { ReactNode } from 'react';
import { GuardedContent } from '@/components/panel/guarded-content';
import { defineGuards } from '@/shared/guards';

/**
 * Pages a reader opens before completing their information: the welcome notification waits for
 * them from the moment they register, and reading it asks nothing of their profile.
 */
const guards = defineGuards(['user-auth']);

export default async function SignedInLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <GuardedContent guards={guards} params={params}>{children}</GuardedContent>;
}
