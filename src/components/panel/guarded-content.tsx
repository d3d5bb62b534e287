import { forbidden, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { SignInRequired } from '@/components/account/sign-in-required';
import { runGuards, type GuardUser } from '@/server/auth/guards';
import { canAccess, managerAccess } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';
import { serializeUser } from '@/server/services/accounts/serialize-user';
import { managerMustEnrol } from '@/server/services/two-factor/manager-second-factor';
import type { GuardName } from '@/shared/guards';
import { isUnknownPanelAddress } from './known-panel-page';

type Props = {
  guards: readonly GuardName[];
  params: Promise<{ locale: string }>;
  /** A manager page's own permission (`managerPagePermission`): without it the page is a 403. */
  permission?: string | null;
  children: ReactNode;
};

/**
 * Applies a page group's SPEC §6 guards on the server: anonymous visitors get the sign-in dialog
 * (and come back here), incomplete profiles go to complete-information, completed ones leave it,
 * everyone else without the right is shown the 403 page, and a manager who must enrol a second
 * factor first (MANAGER_2FA=required) goes to enrol. The API checks the same rules again.
 */
export async function GuardedContent({ guards, params, permission, children }: Props) {
  // The frame above shows the 404 for an unknown address; no guard may answer in its place.
  if (await isUnknownPanelAddress()) return null;
  const { locale } = await params;
  const user = await currentPageUser();
  // Permissions cost a query, so they are read only where a manager check needs them.
  const needsAccess = Boolean(user) && (guards.includes('check-super-manager') || Boolean(permission));
  const access = needsAccess ? await managerAccess(user) : null;
  const guardUser: GuardUser | null = user
    ? { ...serializeUser(user), permissions: access ? [...access.permissions] : [] }
    : null;
  const outcome = runGuards(guards, guardUser);
  if (outcome === 'sign-in') return <SignInRequired />;
  if (outcome === 'complete-information') redirect(`/${locale}/user/panel/complete-information`);
  if (outcome === 'dashboard') redirect(`/${locale}/user/panel/dashboard`);
  if (outcome === 'forbidden') forbidden();
  // MANAGER_2FA=required: a manager without a second factor enrols first, on their settings page.
  if (user && guards.includes('check-super-manager') && (await managerMustEnrol(user.id))) {
    redirect(`/${locale}/user/panel/setting#two-factor`);
  }
  if (permission && access && !canAccess(access, permission)) forbidden();
  return children;
}
