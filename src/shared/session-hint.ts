/**
 * A readable cookie that only says "this browser probably has a session". The session itself stays
 * in the httpOnly `authorization_token`; the hint lets the first paint of a cached public page show
 * a neutral placeholder instead of claiming "Sign in" to a signed-in reader. It is a guess: the
 * auth check still decides, and corrects the hint when it was wrong.
 */
export const SESSION_HINT_COOKIE = 'signed_in_hint';

/** The attribute the boot script puts on <html> when the hint is present; CSS reads it. */
export const SESSION_HINT_ATTRIBUTE = 'data-session-hint';

/** Runs before the first paint, beside the theme boot script. */
export const sessionHintBootScript = `(function(){try{if(/(?:^|;\\s*)${SESSION_HINT_COOKIE}=1(?:;|$)/.test(document.cookie))document.documentElement.setAttribute('${SESSION_HINT_ATTRIBUTE}','');}catch(e){}})();`;
