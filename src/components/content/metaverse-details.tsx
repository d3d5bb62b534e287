import { ExternalLink, Scale } from '@/components/ui/drawn-icons';
import { getTranslations } from 'next-intl/server';
import { Ltr } from '@/components/ui/ltr';
import { ProseText } from '@/components/ui/prose-text';
import { PageLink } from '@/components/ui/page-link';
import type { Locale } from '@/i18n/locales';
import { featureTopicKeys, type AttributesView } from '@/shared/content-types';
import { localizeDigits } from '@/shared/format/number';
import { listsToken } from './specifications';

/** A metaverse's answers to the twelve feature topics (SPEC §9) and its specifications table. */
export async function MetaverseDetails({ locale, metaverse }: { locale: Locale; metaverse: AttributesView['metaverses'] }) {
  const t = await getTranslations({ locale, namespace: 'library' });
  const topics = await getTranslations({ locale, namespace: 'content.topics' });
  const features = featureTopicKeys.filter((topic) => metaverse.features[topic]);
  const hasTokenRow = Boolean(metaverse.token) && !listsToken(metaverse.specifications, metaverse.token, t('token'));
  return (
    <div className="flex flex-col gap-8">
      {features.length > 0 ? (
        <section aria-labelledby="features-heading" className="flex flex-col gap-4">
          <h2 id="features-heading" className="text-2xl font-bold">
            {t('features')}
          </h2>
          <dl className="grid gap-4 md:grid-cols-2" data-testid="metaverse-features">
            {features.map((topic) => (
              <div key={topic} className="rounded-2xl border border-border bg-surface p-5">
                <dt className="mb-2 font-bold text-primary">{topics(topic)}</dt>
                <dd className="leading-8">
                  <ProseText text={metaverse.features[topic]!} locale={locale} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {metaverse.specifications.length > 0 || metaverse.token || metaverse.website ? (
        <section aria-labelledby="specs-heading" className="flex flex-col gap-4">
          <h2 id="specs-heading" className="text-2xl font-bold">
            {t('specifications')}
          </h2>
          <div className="overflow-x-auto rounded-2xl border border-border">
            <table className="w-full text-sm" data-testid="metaverse-specifications">
              <thead className="bg-surface-2">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">{t('specLabel')}</th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">{t('specValue')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border bg-surface">
                {hasTokenRow ? (
                  <tr>
                    <th scope="row" className="px-4 py-3 text-start font-medium">{t('token')}</th>
                    <td className="px-4 py-3">
                      <Ltr>{metaverse.token}</Ltr>
                    </td>
                  </tr>
                ) : null}
                {metaverse.specifications.map((row, index) => (
                  <tr key={index}>
                    <th scope="row" className="px-4 py-3 text-start font-medium">
                      <bdi>{row.label}</bdi>
                    </th>
                    {/* Isolated, not dir="auto" on the cell: a Latin value stays at the start of its cell in Persian. */}
                    <td className="px-4 py-3">
                      <bdi>{localizeDigits(row.value, locale)}</bdi>
                    </td>
                  </tr>
                ))}
                {metaverse.website ? (
                  <tr>
                    <th scope="row" className="px-4 py-3 text-start font-medium">{t('website')}</th>
                    <td className="px-4 py-3">
                      <a href={metaverse.website} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary hover:underline">
                        <Ltr>{new URL(metaverse.website).hostname}</Ltr>
                        <ExternalLink className="size-3.5" aria-hidden="true" />
                      </a>
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <PageLink href="/metaverses/compare" locale={locale} className="inline-flex items-center gap-2 self-start text-primary hover:underline">
        <Scale className="size-4" aria-hidden="true" />
        {t('compareThis')}
      </PageLink>
    </div>
  );
}
