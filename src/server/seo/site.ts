import { appUrl, env } from '@/env';
import { translate } from '@/i18n/messages';
import { localeInfo, type Locale } from '@/i18n/locales';
import { localizedUrl } from '@/server/seo/metadata';

export type SiteIdentity = { name: string; description: string; url: string; logo: string; inLanguage: string };

/**
 * The site as JSON-LD's publisher and feeds' channel see it, in `locale` (APP_NAME overrides the
 * name). Plain catalogue lookups, so route handlers and tests can call it outside next-intl's scope.
 */
export function siteIdentity(locale: Locale): SiteIdentity {
  return {
    name: process.env.APP_NAME ?? translate(locale, 'app.name'),
    description: translate(locale, 'app.tagline'),
    url: localizedUrl(locale),
    logo: `${appUrl()}/icon.svg`,
    inLanguage: localeInfo[locale].tag,
  };
}

/** The bare address of MAIL_FROM (`Darvazeh <no-reply@…>` → `no-reply@…`): the contact podcast directories ask for. */
export function senderAddress(): string {
  const from = env().MAIL_FROM;
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}
