import { SESSION_HINT_ATTRIBUTE, SESSION_HINT_COOKIE } from '@/shared/session-hint';

/** Whether this browser holds the hint the server sets beside a session cookie. */
export function hasSessionHint(): boolean {
  return new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=1(?:;|$)`).test(document.cookie);
}

/**
 * Brings the page in line with what the auth check found, so it and the next full load paint the
 * right placeholder. The server sets and renews the hint cookie with the session; a session that
 * ended on the server leaves a hint behind, removed here.
 */
export function syncSessionHint(isSignedIn: boolean): void {
  if (isSignedIn) {
    document.documentElement.setAttribute(SESSION_HINT_ATTRIBUTE, '');
  } else if (document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE) || document.cookie.includes(`${SESSION_HINT_COOKIE}=`)) {
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
    document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
  }
}
