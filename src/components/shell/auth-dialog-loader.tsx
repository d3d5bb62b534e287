'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useAuth } from './auth-provider';

const AuthDialog = dynamic(() => import('./auth-dialog').then((m) => m.AuthDialog), { ssr: false });

/**
 * The auth dialog and its forms (react-hook-form, the zod schemas) load the first time someone
 * opens it, not with every page; once loaded it stays mounted so closing returns focus as before.
 */
export function AuthDialogLoader() {
  const { isDialogOpen } = useAuth();
  const [hasOpened, setHasOpened] = useState(false);
  if (isDialogOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isDialogOpen ? <AuthDialog /> : null;
}
