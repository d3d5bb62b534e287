import { getTranslations } from 'next-intl/server';
import { ZodError } from 'zod';
import { ComparePicker } from '@/components/content/compare-picker';
import { CompareTable } from '@/components/content/compare-table';
import { PageIntro } from '@/components/content/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/i18n/locales';
import { NotFoundError } from '@/server/errors';
import { compareMetaverses, listContents } from '@/server/services/content';
import type { MetaverseView } from '@/shared/content-types';
import { ClientMessages } from '@/components/shell/client-messages';

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

/** The picker and the table of the metaverses chosen in the address, or why they cannot be compared. */
export async function CompareScreen({ locale, ids }: { locale: Locale; ids: string | string[] | undefined }) {
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
        <ComparePicker
          options={options.map((item) => ({ id: item.id, title: item.title }))}
          selected={items.map((item) => item.id)}
        />
      </ClientMessages>
      {comparison.problem ? (
        <p role="alert" className="rounded-lg border border-danger bg-surface p-4 text-sm text-danger">
          {comparison.problem === 'count' ? content('compareCount') : t('unavailable')}
        </p>
      ) : null}
      {items.length >= 2 ? (
        <CompareTable locale={locale} items={items} />
      ) : (
        <EmptyState title={t('emptyTitle')} description={t('emptyText')} />
      )}
    </div>
  );
}
