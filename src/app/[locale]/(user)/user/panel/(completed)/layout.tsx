import type { ReactNode } from 'react';
import { GuardedContent } from '@/components/panel/guarded-content';
import { defineGuards } from '@/shared/guards';

/** SPEC §6: every user panel page but complete-information and the notifications needs completed information. */
const guards = defineGuards(['user-auth', 'user-information-completed']);

export default async function CompletedInformationLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <GuardedContent guards={guards} params={params}>{children}</GuardedContent>;
}
