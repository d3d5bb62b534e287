import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/shared/dates';
import type { TicketView } from '@/shared/schemas/tickets';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';
import { TableScroll } from '@/components/ui/table-scroll';

type Props = { tickets: TicketView[]; locale: Locale; side: 'user' | 'manager' };

const cell = 'px-3 py-2 text-start align-middle';

/** The ticket list of both panels: subject, status, priority and last update (plus owner and assignee for staff). */
export function TicketTable({ tickets, locale, side }: Props) {
  const t = useTranslations('tickets');
  const fields = useTranslations('fields');
  const base = side === 'user' ? '/user/panel/tickets' : '/manager/panel/tickets';
  return (
    <TableScroll className="rounded-xl">
      <table className="min-w-full text-sm" data-testid="ticket-table">
        <thead className="bg-surface-2">
          <tr>
            <th scope="col" className={cell}>
              {t('subject')}
            </th>
            {side === 'manager' ? (
              <th scope="col" className={cell}>
                {t('user')}
              </th>
            ) : null}
            <th scope="col" className={cell}>
              {fields('status')}
            </th>
            <th scope="col" className={cell}>
              {fields('priority')}
            </th>
            <th scope="col" className={cell}>
              {fields('department')}
            </th>
            {side === 'manager' ? (
              <th scope="col" className={cell}>
                {t('assignee')}
              </th>
            ) : null}
            <th scope="col" className={cell}>
              {t('lastUpdate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.id} className="border-t border-border">
              <td className={cell}>
                <Link href={`${base}/${ticket.id}/detail`} className="font-medium text-primary hover:underline">
                  <bdi>{ticket.title}</bdi>
                </Link>
              </td>
              {side === 'manager' ? (
                <td className={cell}>
                  <bdi>{ticket.user.name}</bdi>
                </td>
              ) : null}
              <td className={cell}>
                <TicketStatusBadge status={ticket.status} />
              </td>
              <td className={cell}>
                <TicketPriorityBadge priority={ticket.priority} />
              </td>
              <td className={cell}>{ticket.department ? t(`departments.${ticket.department}`) : t('noDepartment')}</td>
              {side === 'manager' ? <td className={cell}>{ticket.assignee ? <bdi>{ticket.assignee.name}</bdi> : t('unassigned')}</td> : null}
              <td className={cell}>
                <time dateTime={ticket.last_message_at}>{formatDateTime(ticket.last_message_at, locale)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
