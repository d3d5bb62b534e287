/**
 * Light mode for slow or metered connections (issue 35, ADR 0031): public pages as HTML and CSS
 * only, with the system's font, the smallest cover renditions and no player until asked. A browser
 * asks for it with `Save-Data: on`; a reader turns it on or off with the header's button, which
 * sets this cookie, and the reader's choice wins over the browser's header either way.
 */
export const LIGHT_MODE_COOKIE = 'light_mode';
export const LIGHT_MODE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const lightModeChoices = ['on', 'off'] as const;
export type LightModeChoice = (typeof lightModeChoices)[number];

/** Set on `<html>` of a light page: the stylesheet hides what needs scripts and drops the web font. */
export const LIGHT_PAGE_ATTRIBUTE = 'data-light';
/** Marks what does nothing without scripts (menus, toggles, the engagement buttons, forms sent by fetch). */
export const SCRIPT_ONLY_ATTRIBUTE = 'data-script-only';

function cookieChoice(cookieHeader: string | null | undefined): LightModeChoice | null {
  const match = new RegExp(`(?:^|;\\s*)${LIGHT_MODE_COOKIE}=(on|off)(?:;|$)`).exec(cookieHeader ?? '');
  return (match?.[1] as LightModeChoice | undefined) ?? null;
}

/** Whether a request asks for the light page: the reader's cookie, else the browser's Save-Data. */
export function wantsLightPage(headers: { saveData: string | null | undefined; cookie: string | null | undefined }): boolean {
  const choice = cookieChoice(headers.cookie);
  if (choice) return choice === 'on';
  return headers.saveData?.trim().toLowerCase() === 'on';
}
