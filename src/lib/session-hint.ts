import { SESSION_HINT_ATTRIBUTE, SESSION_HINT_COOKIE } from '@/shared/session-hint';

/** The hint outlives no session: a week is enough, and the next auth check renews it. */
const HINT_MAX_AGE = 7 * 24 * 60 * 60;

/**
 * Brings the hint in line with what the auth check found, so the next full load paints the right
 * placeholder (a session made before the hint existed, or one that expired on the server).
 */
export function syncSessionHint(isSignedIn: boolean): void {
  const hasHint = document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE);
  if (isSignedIn) {
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/; max-age=${HINT_MAX_AGE}; samesite=lax`;
    document.documentElement.setAttribute(SESSION_HINT_ATTRIBUTE, '');
  } else if (hasHint || document.cookie.includes(`${SESSION_HINT_COOKIE}=`)) {
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
    document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
  }
}
