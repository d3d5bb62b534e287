import { getTranslations } from 'next-intl/server';
import { ListPager } from '@/components/panel/list-pager';
import { TicketFilters } from '@/components/tickets/ticket-filters';
import { TicketTable } from '@/components/tickets/ticket-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/i18n/locales';
import { listAssignableManagers, listManagerTickets } from '@/server/services/tickets';
import type { ManagerTicketsQuery } from '@/shared/schemas/tickets';

/** An empty queue says why: nothing matches the filters, or nobody has asked for help yet. */
async function QueueEmpty({ locale, query }: { locale: Locale; query: ManagerTicketsQuery }) {
  const t = await getTranslations({ locale, namespace: 'tickets' });
  const isFiltered = Boolean(query.status || query.priority || query.assignee);
  return isFiltered ? (
    <EmptyState title={t('emptyFiltered')} />
  ) : (
    <EmptyState title={t('emptyQueue')} description={t('emptyQueueHint')} />
  );
}

/** The support queue filtered as the address asks, or why it is empty. */
export async function Queue({ locale, query }: { locale: Locale; query: ManagerTicketsQuery }) {
  const [{ data, meta }, managers] = await Promise.all([listManagerTickets(query), listAssignableManagers()]);
  return (
    <>
      <TicketFilters query={query} managers={managers} />
      {data.length === 0 ? (
        <QueueEmpty query={query} locale={locale} />
      ) : (
        <TicketTable tickets={data} locale={locale} side="manager" />
      )}
      <ListPager
        base="/manager/panel/tickets"
        query={{ status: query.status, priority: query.priority, assignee: query.assignee }}
        meta={meta}
      />
    </>
  );
}
