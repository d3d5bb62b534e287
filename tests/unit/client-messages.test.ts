import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import fa from '../../messages/fa.json';
import { clientMessageKeys, managerPanelKeys, mergeMessages, pickMessages, userPanelKeys, type ClientMessageGroup } from '@/i18n/client-messages';
import { lookupMessage, type Catalog } from '@/i18n/translate';

const catalogs = { en: en as Catalog, fa: fa as Catalog };
const root = path.resolve(__dirname, '../..');

/** The client components each message group serves; the shell's are on every page. */
const componentsOf: Record<ClientMessageGroup, string[]> = {
  shell: [
    'src/components/shell/error-gate.tsx',
    'src/components/shell/back-home-button.tsx',
    'src/components/shell/navigation-watcher.tsx',
    'src/components/shell/not-found-message.tsx',
    'src/components/layout/auth-button.tsx',
    'src/components/layout/account-menu.tsx',
    'src/components/layout/header-nav.tsx',
    'src/components/layout/mobile-nav.tsx',
    'src/components/layout/theme-toggle.tsx',
    'src/components/notifications/notification-bell.tsx',
    'src/app/[locale]/error.tsx',
    'src/app/[locale]/not-found.tsx',
    'src/app/[locale]/forbidden.tsx',
  ],
  authDialog: [
    'src/components/shell/auth-dialog.tsx',
    'src/components/auth/sign-in-form.tsx',
    'src/components/auth/two-factor-step.tsx',
    'src/components/auth/passkey-sign-in-button.tsx',
    'src/components/auth/register-form.tsx',
    'src/components/auth/forgot-password-form.tsx',
  ],
  listResults: ['src/components/content/list-results.tsx'],
  registerButton: ['src/components/home/register-button.tsx'],
  podcastPlayer: ['src/components/content/podcast-player.tsx', 'src/components/content/media-controls.tsx'],
  videoPlayer: ['src/components/content/video-player.tsx', 'src/components/content/media-controls.tsx'],
  engagementBar: ['src/components/content/engagement-bar.tsx'],
  comments: ['src/components/content/comments-section.tsx', 'src/components/content/comment-form.tsx'],
  contactForm: ['src/components/content/contact-form.tsx'],
  comparePicker: ['src/components/content/compare-picker.tsx'],
  resetPassword: ['src/components/auth/reset-password-form.tsx'],
  verifyEmail: ['src/components/auth/verify-email-status.tsx'],
  newsletterForm: ['src/components/newsletter/subscribe-form.tsx', 'src/components/newsletter/subscription-choices.tsx'],
  newsletterConfirm: ['src/components/newsletter/confirm-subscription.tsx'],
  newsletterPreferences: ['src/components/newsletter/newsletter-preferences.tsx', 'src/components/newsletter/subscription-choices.tsx'],
};

/** Every literal `t('key')` of a component, as full dotted keys (`nav.openMenu`). */
function keysReadBy(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const keys: string[] = [];
  for (const [, name, namespace] of source.matchAll(/const (\w+) = useTranslations\('([\w.]+)'\)/g)) {
    for (const [, key] of source.matchAll(new RegExp(`\\b${name}(?:\\.rich|\\.markup)?\\('([\\w.]+)'`, 'g'))) {
      keys.push(`${namespace}.${key}`);
    }
  }
  return keys;
}

describe('client message slices', () => {
  it('pick nested keys and refuse unknown ones', () => {
    const catalog: Catalog = { a: { b: 'B', c: 'C' }, d: { e: { f: 'F' } }, g: 'G' };
    expect(pickMessages(catalog, ['a.b', 'd', 'g'])).toEqual({ a: { b: 'B' }, d: { e: { f: 'F' } }, g: 'G' });
    expect(() => pickMessages(catalog, ['a.x'])).toThrow(/a\.x/);
  });

  it('merge a subtree’s messages over the shell’s without losing either', () => {
    const merged = mergeMessages({ a: { b: 'B' }, c: 'C' }, { a: { d: 'D' } });
    expect(merged).toEqual({ a: { b: 'B', d: 'D' }, c: 'C' });
  });

  it('give every client component the strings it reads, in both languages', () => {
    for (const [group, files] of Object.entries(componentsOf) as [ClientMessageGroup, string[]][]) {
      for (const [locale, catalog] of Object.entries(catalogs)) {
        const slice = mergeMessages(pickMessages(catalog, clientMessageKeys.shell), pickMessages(catalog, clientMessageKeys[group]));
        const missing = files.flatMap((file) => keysReadBy(file).filter((key) => lookupMessage(slice, key) === undefined).map((key) => `${locale} ${file}: ${key}`));
        expect(missing).toEqual([]);
      }
    }
    expect(keysReadBy('src/components/shell/auth-dialog.tsx')).toContain('authDialog.signInTab');
  });

  it('keep manager and ticket screens out of the shell and the reader’s panel', () => {
    const shell = pickMessages(catalogs.fa, clientMessageKeys.shell);
    expect(Object.keys(shell)).not.toContain('managerContent');
    expect(Object.keys(shell)).not.toContain('tickets');
    expect(userPanelKeys(catalogs.fa)).toContain('tickets');
    expect(userPanelKeys(catalogs.fa).filter((name) => name.startsWith('manager'))).toEqual([]);
    expect(managerPanelKeys(catalogs.fa)).toContain('managerContent');
    expect(managerPanelKeys(catalogs.fa)).not.toContain('mail');
  });
});
