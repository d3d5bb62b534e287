import type { Catalog } from './translate';

/**
 * Which messages reach the browser, in one place. Server components translate on the server and
 * ship nothing; a client component's strings travel in the RSC payload of every page that renders
 * it, so each list names only what those components read (a namespace or a single key).
 */
const newsletterFormKeys = ['email', 'languages', 'languageBoth', 'languageFa', 'languageEn', 'frequency', 'each', 'daily', 'weekly', 'submit', 'sent', 'failed'].map(
  (key) => `newsletter.form.${key}`,
);

export const clientMessageKeys = {
  /** The shell on every page: error gate, build notice, header. */
  shell: [
    'common',
    'errors',
    'auth',
    'nav',
    'theme',
    'panel.dashboard',
    'manager.title',
    'notifications.bell',
    'notifications.bellUnread',
  ],
  /** The sign-in dialog and its forms, fetched when it first opens (GET /api/messages/authDialog), not sent with every page. */
  authDialog: ['authDialog', 'fields', 'validation'],
  listResults: ['library.loadingList'],
  registerButton: ['library.registerAction'],
  podcastPlayer: ['library.noAudioSupport', 'library.resumeFrom', 'mediaPlayer'],
  videoPlayer: ['mediaPlayer'],
  engagementBar: ['engagement.bar'],
  comments: ['engagement.comments', 'managerComments.staff', 'validation'],
  contactForm: ['contactPage', 'fields', 'validation'],
  comparePicker: ['compare'],
  resetPassword: ['resetPassword', 'fields', 'validation'],
  verifyEmail: ['verifyEmail'],
  // The form's own words only: its heading and invitation are drawn on the server (newsletter-signup).
  newsletterForm: newsletterFormKeys,
  newsletterConfirm: ['newsletter.confirmPage'],
  newsletterPreferences: [...newsletterFormKeys, 'newsletter.preferencesPage', 'newsletter.push'],
} as const satisfies Record<string, readonly string[]>;

export type ClientMessageGroup = keyof typeof clientMessageKeys;

/** Namespaces no browser code reads: server answers and mail. */
const serverOnlyNamespaces = new Set(['api', 'mail', 'seo']);

/** The user panel: everything a reader's panel may render, nothing of the manager's screens. */
export function userPanelKeys(catalog: Catalog): string[] {
  return Object.keys(catalog).filter((name) => !serverOnlyNamespaces.has(name) && !name.startsWith('manager'));
}

/** The manager panel: every namespace a browser may read. */
export function managerPanelKeys(catalog: Catalog): string[] {
  return Object.keys(catalog).filter((name) => !serverOnlyNamespaces.has(name));
}

/** The part of `catalog` under the given dotted keys, nested as in the catalogue. */
export function pickMessages(catalog: Catalog, keys: readonly string[]): Catalog {
  const picked: Catalog = {};
  for (const key of keys) {
    const parts = key.split('.');
    let source: string | Catalog | undefined = catalog;
    for (const part of parts) source = typeof source === 'object' ? source[part] : undefined;
    if (source === undefined) throw new Error(`No message "${key}" in the catalogue`);
    let target = picked;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      target = typeof next === 'object' ? next : (target[part] = {});
    }
    target[parts.at(-1)!] = source;
  }
  return picked;
}

/** `extra` laid over `base`, namespace by namespace, without changing either. */
export function mergeMessages(base: Catalog, extra: Catalog): Catalog {
  const merged: Catalog = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = merged[key];
    merged[key] = typeof value === 'object' && typeof existing === 'object' ? mergeMessages(existing, value) : value;
  }
  return merged;
}
