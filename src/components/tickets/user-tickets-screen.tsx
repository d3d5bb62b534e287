import { getTranslations } from 'next-intl/server';
import { ListPager } from '@/components/panel/list-pager';
import { TicketTable } from '@/components/tickets/ticket-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { currentPageUser } from '@/server/auth/page-session';
import { listUserTickets } from '@/server/services/tickets';
import { cn } from '@/lib/cn';
import { ticketStatuses, userTicketsQuery } from '@/shared/schemas/tickets';

/** The reader's tickets, filtered by the status in the address. */
export async function UserTickets({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations({ locale, namespace: 'tickets' });
  const parsed = userTicketsQuery.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : userTicketsQuery.parse({});
  const user = await currentPageUser();
  const { data, meta } = user ? await listUserTickets(user.id, query) : { data: [], meta: null };
  const tab = (status?: string) =>
    cn('rounded-lg px-3 py-1.5 text-sm', query.status === status ? 'bg-primary text-primary-fg' : 'hover:bg-surface-2');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-black">{t('title')}</h1>
        <Link
          href="/user/panel/tickets/create"
          className="ms-auto rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-fg hover:opacity-90"
        >
          {t('create')}
        </Link>
      </div>
      <nav aria-label={t('allStatuses')} className="flex flex-wrap gap-2">
        <Link href="/user/panel/tickets" className={tab(undefined)} aria-current={query.status ? undefined : 'page'}>
          {t('allStatuses')}
        </Link>
        {ticketStatuses.map((status) => (
          <Link
            key={status}
            href={`/user/panel/tickets?status=${status}`}
            className={tab(status)}
            aria-current={query.status === status ? 'page' : undefined}
          >
            {t(`statuses.${status}`)}
          </Link>
        ))}
      </nav>
      {data.length === 0 ? (
        <EmptyState
          title={query.status ? t('emptyFiltered') : t('empty')}
          description={query.status ? undefined : t('emptyHint')}
          action={
            <Link
              href="/user/panel/tickets/create"
              className="rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-fg hover:opacity-90"
            >
              {t('create')}
            </Link>
          }
        />
      ) : (
        <TicketTable tickets={data} locale={locale} side="user" />
      )}
      {meta ? <ListPager base="/user/panel/tickets" query={{ status: query.status }} meta={meta} /> : null}
    </div>
  );
}
