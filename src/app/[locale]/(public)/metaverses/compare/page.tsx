import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ZodError } from 'zod';
import { ComparePicker } from '@/components/content/compare-picker';
import { CompareTable } from '@/components/content/compare-table';
import { PageIntro } from '@/components/content/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { EmptyState } from '@/components/ui/empty-state';
import { routeLocale } from '@/i18n/route-locale';
import type { Locale } from '@/i18n/locales';
import { NotFoundError } from '@/server/http/errors';
import { compareMetaverses, listContents } from '@/server/services/content';
import type { MetaverseView } from '@/shared/content-types';
import { pageMetadata } from '@/shared/seo/metadata';
import { ClientMessages } from '@/components/shell/client-messages';

// The choice lives in `?ids=`, so the page renders per request (it reads no cookie or header).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ ids?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const t = await getTranslations({ locale, namespace: 'compare' });
  // Every choice shares one canonical address: the picker page itself.
  return pageMetadata({ locale, path: '/metaverses/compare', title: pages('compare'), description: t('description') });
}

/** The chosen metaverses, or the message to show when the choice in the URL cannot be compared. */
async function loadComparison(ids: string | string[] | undefined, locale: Locale) {
  if (!ids || ids.length === 0) return { items: [] };
  try {
    return { items: await compareMetaverses(Array.isArray(ids) ? ids : [ids], locale) };
  } catch (error) {
    if (error instanceof ZodError) return { items: [], problem: 'count' as const };
    if (error instanceof NotFoundError) return { items: [], problem: 'unavailable' as const };
    throw error;
  }
}

/** Rendered per request: the choice lives in `?ids=` so a comparison can be shared. */
export default async function ComparePage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const { ids } = await searchParams;
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const t = await getTranslations({ locale, namespace: 'compare' });
  const content = await getTranslations({ locale, namespace: 'content.validation' });
  const [{ items: options }, comparison] = await Promise.all([
    listContents('metaverses', { page: 1, per_page: 100, sort: 'newest' }, locale),
    loadComparison(ids, locale),
  ]);
  const items = comparison.items.map((item) => ({ ...item, attributes: item.attributes as MetaverseView }));

  return (
    <div className="flex flex-col gap-8">
      <Breadcrumbs
        locale={locale}
        items={[
          { name: pages('metaverseLanding'), path: '/metaverses/landing' },
          { name: pages('compare'), path: '/metaverses/compare' },
        ]}
      />
      <PageIntro title={pages('compare')} lead={t('description')} />
      <ClientMessages locale={locale} group="comparePicker">
        <ComparePicker options={options.map((item) => ({ id: item.id, title: item.title }))} selected={items.map((item) => item.id)} />
      </ClientMessages>
      {comparison.problem ? (
        <p role="alert" className="rounded-lg border border-danger bg-surface p-4 text-sm text-danger">
          {comparison.problem === 'count' ? content('compareCount') : t('unavailable')}
        </p>
      ) : null}
      {items.length >= 2 ? <CompareTable locale={locale} items={items} /> : <EmptyState title={t('emptyTitle')} description={t('emptyText')} />}
    </div>
  );
}
