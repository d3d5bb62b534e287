import { useTranslations } from 'next-intl';
import { Ltr } from '@/components/ui/ltr';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/shared/dates';
import type { TicketView } from '@/shared/schemas/tickets';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';
import { MetaLine } from '@/components/ui/meta-line';

/** Title, status, priority, department and dates of a ticket, above its thread. */
export function TicketHeader({ ticket, locale, showOwner }: { ticket: TicketView; locale: Locale; showOwner?: boolean }) {
  const t = useTranslations('tickets');
  const fields = useTranslations('fields');
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-2xl font-black" dir="auto">
        {ticket.title}
      </h1>
      <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <div className="flex items-center gap-2">
          <dt className="text-muted">{fields('status')}</dt>
          <dd data-testid="ticket-status">
            <TicketStatusBadge status={ticket.status} />
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-muted">{fields('priority')}</dt>
          <dd>
            <TicketPriorityBadge priority={ticket.priority} />
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-muted">{fields('department')}</dt>
          <dd>{ticket.department ? t(`departments.${ticket.department}`) : t('noDepartment')}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-muted">{t('lastUpdate')}</dt>
          <dd>
            <time dateTime={ticket.last_message_at}>{formatDateTime(ticket.last_message_at, locale)}</time>
          </dd>
        </div>
        {showOwner ? (
          <div className="flex items-center gap-2">
            <dt className="text-muted">{t('user')}</dt>
            <dd>
              <MetaLine parts={[ticket.user.name, <Ltr key="email">{ticket.user.email}</Ltr>]} />
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
