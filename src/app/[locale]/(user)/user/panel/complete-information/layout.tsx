import type { ReactNode } from 'react';
import { GuardedContent } from '@/components/panel/guarded-content';
import { defineGuards } from '@/shared/guards';

/** Only for users whose information is not complete yet; the others go to their dashboard. */
const guards = defineGuards(['user-auth', 'user-information-not-completed']);

export default async function CompleteInformationLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <GuardedContent guards={guards} params={params}>{children}</GuardedContent>;
}
