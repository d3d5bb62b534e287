import { ExternalLink } from '@/components/ui/drawn-icons';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Ltr } from '@/components/ui/ltr';
import { surfaceCard } from '@/components/ui/surface';
import { PageLink } from '@/components/ui/page-link';
import type { Locale } from '@/i18n/locales';
import { featureTopicKeys, type MetaverseView } from '@/shared/content-types';
import { localizeDigits } from '@/shared/format/number';
import { cn } from '@/lib/cn';
import { listsToken } from './specifications';

type Metaverse = { id: string; slug: string; title: string; attributes: MetaverseView };

/** One compared attribute: its label and every item's value, in the items' order. */
type Row = { key: string; label: ReactNode; values: ReactNode[] };

/** Specification labels in first-seen order across the compared metaverses. */
function specificationLabels(items: Metaverse[]): string[] {
  return [...new Set(items.flatMap((item) => item.attributes.specifications.map((row) => row.label)))];
}

/** On a phone, each attribute's values side by side: two columns for two or four items, three for three. */
const phoneColumns = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-2' } as const;

/**
 * The metaverses side by side. From the medium breakpoint up, a captioned table with row and
 * column headers: a column each, a row per feature topic (SPEC §9) and per specification. On a
 * phone, where a table of long texts shows one column at a time, the same rows stack: each
 * attribute on a card of its own with every item's value beside the others, named by its item.
 */
export async function CompareTable({ locale, items }: { locale: Locale; items: Metaverse[] }) {
  const t = await getTranslations({ locale, namespace: 'compare' });
  const topics = await getTranslations({ locale, namespace: 'content.topics' });
  const names = new Intl.ListFormat(locale === 'fa' ? 'fa-IR' : 'en-US', { type: 'conjunction' }).format(items.map((item) => item.title));
  const missing = <span className="text-muted">{t('notStated')}</span>;
  const specs = specificationLabels(items);
  const showTokenRow = items.some((item) => item.attributes.token && !listsToken(item.attributes.specifications, item.attributes.token, t('token')));

  const topicRows: Row[] = featureTopicKeys.map((topic) => ({
    key: `topic-${topic}`,
    label: topics(topic),
    values: items.map((item) => (item.attributes.features[topic] ? <bdi key={item.id}>{item.attributes.features[topic]}</bdi> : missing)),
  }));
  const specRows: Row[] = specs.map((label, index) => ({
    key: `spec-${index}`,
    label: <bdi>{label}</bdi>,
    values: items.map((item) => {
      const value = item.attributes.specifications.find((row) => row.label === label)?.value;
      return value ? <bdi key={item.id}>{localizeDigits(value, locale)}</bdi> : missing;
    }),
  }));
  const closingRows: Row[] = [
    ...(showTokenRow
      ? [{ key: 'token', label: t('token'), values: items.map((item) => (item.attributes.token ? <Ltr key={item.id}>{item.attributes.token}</Ltr> : missing)) }]
      : []),
    {
      key: 'website',
      label: t('website'),
      values: items.map((item) =>
        item.attributes.website ? (
          // A hostname has no place to break: in a phone's third of a card it must break anywhere.
          <a key={item.id} href={item.attributes.website} rel="noopener noreferrer" target="_blank" className="inline-flex max-w-full items-center gap-1 text-primary hover:underline">
            <Ltr className="min-w-0 break-all">{new URL(item.attributes.website).hostname}</Ltr>
            <ExternalLink aria-hidden className="size-3.5 shrink-0" />
          </a>
        ) : (
          missing
        ),
      ),
    },
  ];

  const rowHeader = 'sticky start-0 z-10 min-w-36 border-e border-border bg-surface p-3 text-start align-top text-sm font-semibold';
  const cell = 'min-w-56 p-3 align-top text-sm leading-7';
  const tableRows = (rows: Row[]) =>
    rows.map((row) => (
      <tr key={row.key}>
        <th scope="row" className={rowHeader}>
          {row.label}
        </th>
        {row.values.map((value, index) => (
          <td key={items[index]!.id} className={cell}>
            {value}
          </td>
        ))}
      </tr>
    ));

  const stackedRows = (rows: Row[]) =>
    rows.map((row) => (
      <li key={row.key} className={cn(surfaceCard, 'flex flex-col gap-2 p-3')}>
        <h3 className="text-sm font-bold">{row.label}</h3>
        <dl className={cn('grid gap-2', phoneColumns[items.length as 2 | 3 | 4] ?? 'grid-cols-2')}>
          {row.values.map((value, index) => (
            <div key={items[index]!.id} className="flex min-w-0 flex-col gap-1 rounded-lg bg-surface-2 p-2" data-testid="compare-value">
              <dt className="text-xs font-semibold break-words text-muted">
                <bdi>{items[index]!.title}</bdi>
              </dt>
              <dd className="text-sm leading-6 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </li>
    ));

  return (
    <>
      <section aria-labelledby="compare-stacked-title" className="flex flex-col gap-3 md:hidden" data-testid="compare-stacked">
        {/* The compared items, each a link to its page, in the order their values follow below. */}
        <div className={cn(surfaceCard, 'flex flex-col gap-2 p-3')}>
          <h2 id="compare-stacked-title" className="text-base font-bold">
            {t('caption', { names })}
          </h2>
          <ul className={cn('grid gap-2', phoneColumns[items.length as 2 | 3 | 4] ?? 'grid-cols-2')}>
            {items.map((item) => (
              <li key={item.id} className="min-w-0">
                <PageLink href={`/metaverses/${item.slug}`} className="text-sm text-primary break-words hover:underline" aria-label={t('view', { name: item.title })}>
                  <span dir="auto">{item.title}</span>
                </PageLink>
              </li>
            ))}
          </ul>
        </div>
        <ul className="flex flex-col gap-3">{stackedRows(topicRows)}</ul>
        {specRows.length > 0 ? (
          <>
            <h2 className={cn(surfaceCard, 'self-start px-3 py-1 text-base font-bold')}>{t('specifications')}</h2>
            <ul className="flex flex-col gap-3">{stackedRows(specRows)}</ul>
          </>
        ) : null}
        <ul className="flex flex-col gap-3">{stackedRows(closingRows)}</ul>
      </section>
      <div role="region" aria-labelledby="compare-caption" tabIndex={0} className="hidden overflow-x-auto rounded-2xl border border-border md:block" data-testid="compare-table">
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
                  <PageLink href={`/metaverses/${item.slug}`} className="text-base font-bold hover:text-primary" aria-label={t('view', { name: item.title })}>
                    <span dir="auto">{item.title}</span>
                  </PageLink>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {tableRows(topicRows)}
            {specRows.length > 0 ? (
              <tr className="bg-surface-2">
                <th scope="colgroup" colSpan={items.length + 1} className="p-3 text-start text-sm font-bold">
                  {t('specifications')}
                </th>
              </tr>
            ) : null}
            {tableRows(specRows)}
            {tableRows(closingRows)}
          </tbody>
        </table>
      </div>
    </>
  );
}
