import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GuardedContent } from '@/components/panel/guarded-content';
import { ListPager } from '@/components/panel/list-pager';
import { TicketFilters } from '@/components/tickets/ticket-filters';
import { TicketTable } from '@/components/tickets/ticket-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/i18n/locales';
import { listAssignableManagers, listManagerTickets } from '@/server/services/tickets';
import { managerPanelGuards } from '@/shared/guards';
import { managerTicketsQuery, type ManagerTicketsQuery } from '@/shared/schemas/tickets';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'tickets' });
  return { title: t('title') };
}

/** An empty queue says why: nothing matches the filters, or nobody has asked for help yet. */
async function QueueEmpty({ locale, query }: { locale: Locale; query: ManagerTicketsQuery }) {
  const t = await getTranslations({ locale, namespace: 'tickets' });
  const isFiltered = Boolean(query.status || query.priority || query.assignee);
  return isFiltered ? <EmptyState title={t('emptyFiltered')} /> : <EmptyState title={t('emptyQueue')} description={t('emptyQueueHint')} />;
}

async function Queue({ locale, query }: { locale: Locale; query: ManagerTicketsQuery }) {
  const [{ data, meta }, managers] = await Promise.all([listManagerTickets(query), listAssignableManagers()]);
  return (
    <>
      <TicketFilters query={query} managers={managers} />
      {data.length === 0 ? <QueueEmpty query={query} locale={locale} /> : <TicketTable tickets={data} locale={locale} side="manager" />}
      <ListPager base="/manager/panel/tickets" query={{ status: query.status, priority: query.priority, assignee: query.assignee }} meta={meta} />
    </>
  );
}

/** tickets: the support queue, filtered by status, priority and assignee (`tickets.view`). */
export default async function ManagerTicketsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'tickets' });
  const parsed = managerTicketsQuery.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : managerTicketsQuery.parse({});
  return (
    <GuardedContent guards={managerPanelGuards} params={params} permission="tickets.view">
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-black">{t('title')}</h1>
        <Queue locale={locale} query={query} />
      </div>
    </GuardedContent>
  );
}
