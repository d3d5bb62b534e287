import { ExternalLink } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Ltr } from '@/components/ui/ltr';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { featureTopicKeys, type MetaverseView } from '@/shared/content-types';
import { localizeDigits } from '@/shared/format/number';
import { listsToken } from './specifications';

type Metaverse = { id: string; slug: string; title: string; attributes: MetaverseView };

/** Specification labels in first-seen order across the compared metaverses. */
function specificationLabels(items: Metaverse[]): string[] {
  return [...new Set(items.flatMap((item) => item.attributes.specifications.map((row) => row.label)))];
}

/**
 * The metaverses side by side: a column each, a row per feature topic (SPEC §9) and per
 * specification. A captioned table with row and column headers; it scrolls sideways on a phone
 * with the topic column kept in view.
 */
export async function CompareTable({ locale, items }: { locale: Locale; items: Metaverse[] }) {
  const t = await getTranslations({ locale, namespace: 'compare' });
  const topics = await getTranslations({ locale, namespace: 'content.topics' });
  const names = new Intl.ListFormat(locale === 'fa' ? 'fa-IR' : 'en-US', { type: 'conjunction' }).format(items.map((item) => item.title));
  const missing = <span className="text-muted">{t('notStated')}</span>;
  const rowHeader = 'sticky start-0 z-10 min-w-36 border-e border-border bg-surface p-3 text-start align-top text-sm font-semibold';
  const cell = 'min-w-56 p-3 align-top text-sm leading-7';
  const specs = specificationLabels(items);
  const showTokenRow = items.some((item) => item.attributes.token && !listsToken(item.attributes.specifications, item.attributes.token, t('token')));

  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-muted sm:hidden">{t('scrollHint')}</p>
      <div role="region" aria-labelledby="compare-caption" tabIndex={0} className="overflow-x-auto rounded-2xl border border-border">
        <table className="w-full border-collapse">
          <caption id="compare-caption" className="sr-only">
            {t('caption', { names })}
          </caption>
          <thead className="bg-surface-2">
            <tr>
              <th scope="col" className={rowHeader}>
                {t('topic')}
              </th>
              {items.map((item) => (
                <th key={item.id} scope="col" className={`${cell} text-start`}>
                  <Link href={`/metaverses/${item.slug}`} className="text-base font-bold hover:text-primary" aria-label={t('view', { name: item.title })}>
                    <span dir="auto">{item.title}</span>
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {featureTopicKeys.map((topic) => (
              <tr key={topic}>
                <th scope="row" className={rowHeader}>
                  {topics(topic)}
                </th>
                {items.map((item) => (
                  <td key={item.id} className={cell}>
                    {item.attributes.features[topic] ? <bdi>{item.attributes.features[topic]}</bdi> : missing}
                  </td>
                ))}
              </tr>
            ))}
            {specs.length > 0 ? (
              <tr className="bg-surface-2">
                <th scope="colgroup" colSpan={items.length + 1} className="p-3 text-start text-sm font-bold">
                  {t('specifications')}
                </th>
              </tr>
            ) : null}
            {specs.map((label) => (
              <tr key={label}>
                <th scope="row" className={rowHeader}>
                  <bdi>{label}</bdi>
                </th>
                {items.map((item) => {
                  const value = item.attributes.specifications.find((row) => row.label === label)?.value;
                  return (
                    <td key={item.id} className={cell}>
                      {value ? <bdi>{localizeDigits(value, locale)}</bdi> : missing}
                    </td>
                  );
                })}
              </tr>
            ))}
            {showTokenRow ? (
              <tr>
                <th scope="row" className={rowHeader}>
                  {t('token')}
                </th>
                {items.map((item) => (
                  <td key={item.id} className={cell}>
                    {item.attributes.token ? <Ltr>{item.attributes.token}</Ltr> : missing}
                  </td>
                ))}
              </tr>
            ) : null}
            <tr>
              <th scope="row" className={rowHeader}>
                {t('website')}
              </th>
              {items.map((item) => (
                <td key={item.id} className={cell}>
                  {item.attributes.website ? (
                    <a href={item.attributes.website} rel="noopener noreferrer" target="_blank" className="inline-flex items-center gap-1 text-primary hover:underline">
                      <Ltr>{new URL(item.attributes.website).hostname}</Ltr>
                      <ExternalLink aria-hidden className="size-3.5" />
                    </a>
                  ) : (
                    missing
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
