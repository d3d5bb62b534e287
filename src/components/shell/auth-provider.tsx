'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api } from '@/lib/api-client';
import { hasSessionHint, syncSessionHint } from '@/lib/session-hint';
import { accountContracts } from '@/shared/api/browser/accounts';
import type { PublicUser } from '@/shared/schemas/accounts';

/** The signed-in user as SPEC §3's auth answer gives it. */
export type SessionUser = PublicUser;
/** The id lists are read and updated by any type's name, so they stay keyed by string. */
type IdLists = Record<string, string[]>;
export type Session = { user: SessionUser; saves: IdLists; likes: IdLists; checks: IdLists };

export type AuthPane = 'sign-in' | 'register' | 'forgot-password';

type AuthContextValue = {
  status: 'loading' | 'anonymous' | 'authenticated';
  session: Session | null;
  setSession: (session: Session | null) => void;
  refresh: () => Promise<Session | null>;
  /** SPEC §3 authDialogVisibility, default false. */
  isDialogOpen: boolean;
  dialogPane: AuthPane;
  /** What had focus when the dialog opened, to return to on close. */
  dialogOpener: HTMLElement | null;
  /** Where a successful sign-in goes: the dashboard (SPEC §2), or stay when a guard asked. */
  dialogReturn: 'dashboard' | 'stay';
  openDialog: (pane?: AuthPane, options?: { returnTo?: 'dashboard' | 'stay' }) => void;
  setDialogPane: (pane: AuthPane) => void;
  closeDialog: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

async function checkAuth(): Promise<Session | null> {
  // Without the hint the server sets beside every session cookie there is no session to check:
  // the request could only answer 401, which the browser logs as an error on every page.
  if (!hasSessionHint()) return null;
  try {
    // Quiet: a signed-out answer is no error to show. The client reads every answer's body, so an
    // unread 401 cannot keep the request open (the page would never reach network idle).
    const { data } = await api(accountContracts.checkAuth, {}, { quiet: true });
    return data;
  } catch {
    return null;
  }
}

/**
 * Signed-in state lives in the browser, loaded by one auth check at start (SPEC §4), so public
 * HTML stays the same for everyone and can be cached.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSessionState] = useState<Session | null>(null);
  const [status, setStatus] = useState<AuthContextValue['status']>('loading');
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [dialogPane, setDialogPane] = useState<AuthPane>('sign-in');
  const [dialogOpener, setDialogOpener] = useState<HTMLElement | null>(null);
  const [dialogReturn, setDialogReturn] = useState<'dashboard' | 'stay'>('dashboard');

  const setSession = useCallback((next: Session | null) => {
    setSessionState(next);
    setStatus(next ? 'authenticated' : 'anonymous');
    syncSessionHint(next !== null);
  }, []);

  const refresh = useCallback(async () => {
    const next = await checkAuth();
    setSession(next);
    return next;
  }, [setSession]);

  // SPEC §4: the auth check runs once at start.
  useEffect(() => {
    void checkAuth().then(setSession);
  }, [setSession]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      session,
      setSession,
      refresh,
      isDialogOpen,
      dialogPane,
      dialogOpener,
      dialogReturn,
      setDialogPane,
      openDialog: (pane = 'sign-in', options) => {
        setDialogReturn(options?.returnTo ?? 'dashboard');
        setDialogOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
        setDialogPane(pane);
        setIsDialogOpen(true);
      },
      closeDialog: () => setIsDialogOpen(false),
    }),
    [status, session, setSession, refresh, isDialogOpen, dialogPane, dialogOpener, dialogReturn],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
