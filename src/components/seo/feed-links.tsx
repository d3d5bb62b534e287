import { translate } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import { feedPath } from '@/shared/seo/feed-path';
import { feedTypes } from '@/shared/content-types';

/**
 * RSS autodiscovery: one `<link rel="alternate">` per section feed. React hoists the links into
 * the document head, so readers and crawlers find the feeds from any public page.
 */
export function FeedLinks({ locale, site }: { locale: Locale; site: string }) {
  return feedTypes.map((section) => (
    <link
      key={section}
      rel="alternate"
      type="application/rss+xml"
      href={feedPath(locale, section)}
      title={translate(locale, 'seo.feedTitle', { site, section: translate(locale, `nav.${section}`) })}
    />
  ));
}
