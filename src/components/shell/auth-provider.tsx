'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, ApiError, RETRY_STATUSES } from '@/lib/api-client';
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
  /**
   * The auth check failed without saying the reader is signed out (no connection, a timeout, a
   * 5xx): the hint and any session already shown stay, and the check is tried again.
   */
  isReconnecting: boolean;
  /** Tries the auth check again now instead of waiting for the next retry. */
  reconnect: () => void;
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

/** What one auth check found: a session, a 401 (signed out), or no answer to go by. */
type CheckResult = { kind: 'session'; session: Session } | { kind: 'signed-out' } | { kind: 'unreachable'; isRetryable: boolean };

/** A check that hangs (a connection dropped mid-request) counts as failed after this long. */
const CHECK_TIMEOUT_MS = 15_000;
/** Retries wait 1 s, 2 s, 4 s… and never more than this, for as long as the page stays open. */
const RETRY_BASE_MS = 1000;
const RETRY_CAP_MS = 30_000;

function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_CAP_MS);
}

async function checkAuth(): Promise<CheckResult> {
  // Without the hint the server sets beside every session cookie there is no session to check:
  // the request could only answer 401, which the browser logs as an error on every page.
  if (!hasSessionHint()) return { kind: 'signed-out' };
  try {
    // Quiet: a signed-out answer is no error to show, and the retries below are this check's own.
    // The client reads every answer's body, so an unread 401 cannot keep the request open (the
    // page would never reach network idle).
    const { data } = await api(accountContracts.checkAuth, {}, { quiet: true, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    return { kind: 'session', session: data };
  } catch (error) {
    // Only the server saying so ends a session (signed out here, in another tab, on another
    // device): a dropped connection, a timeout or a busy server must not sign a reader out of
    // every page, as forgetting the hint would.
    if (error instanceof ApiError && error.status === 401) return { kind: 'signed-out' };
    const status = error instanceof ApiError ? error.status : 0;
    return { kind: 'unreachable', isRetryable: status === 0 || RETRY_STATUSES.includes(status) };
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
  const [isReconnecting, setIsReconnecting] = useState(false);
  // Read by the retry timer and the `online` listener, which outlive the render that made them.
  const retry = useRef({ session: null as Session | null, isReconnecting: false, attempt: 0, latest: 0, timer: 0, isMounted: false });

  const setSession = useCallback((next: Session | null) => {
    // What the page learnt last wins over a check still on its way (a sign-in in the dialog).
    retry.current.latest += 1;
    retry.current.session = next;
    retry.current.isReconnecting = false;
    retry.current.attempt = 0;
    window.clearTimeout(retry.current.timer);
    setSessionState(next);
    setStatus(next ? 'authenticated' : 'anonymous');
    setIsReconnecting(false);
    syncSessionHint(next !== null);
  }, []);

  const runCheck = useCallback((): Promise<Session | null> => {
    const state = retry.current;
    const check = async (): Promise<Session | null> => {
      window.clearTimeout(state.timer);
      state.latest += 1;
      const mine = state.latest;
      const result = await checkAuth();
      // A newer check (a retry, a refresh after an edit) answers for the page instead.
      if (!state.isMounted || mine !== state.latest) return state.session;
      if (result.kind !== 'unreachable') {
        const next = result.kind === 'session' ? result.session : null;
        setSession(next);
        return next;
      }
      // Whatever was shown stays: the signed-in chrome with a "reconnecting" mark, or the
      // placeholder the hint painted, which the header turns into that chrome.
      state.isReconnecting = true;
      setIsReconnecting(true);
      if (result.isRetryable) {
        state.timer = window.setTimeout(() => void check(), retryDelay(state.attempt));
        state.attempt += 1;
      }
      return state.session;
    };
    return check();
  }, [setSession]);

  const reconnect = useCallback(() => void runCheck(), [runCheck]);

  // SPEC §4: the auth check runs once at start; it runs again only when it found no answer.
  useEffect(() => {
    const state = retry.current;
    state.isMounted = true;
    const onOnline = () => {
      if (state.isReconnecting) void runCheck();
    };
    window.addEventListener('online', onOnline);
    void runCheck();
    return () => {
      state.isMounted = false;
      window.clearTimeout(state.timer);
      window.removeEventListener('online', onOnline);
    };
  }, [runCheck]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      session,
      setSession,
      refresh: runCheck,
      isReconnecting,
      reconnect,
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
    [status, session, setSession, runCheck, isReconnecting, reconnect, isDialogOpen, dialogPane, dialogOpener, dialogReturn],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
