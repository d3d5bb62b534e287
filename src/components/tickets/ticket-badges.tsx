import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import type { TicketPriority, TicketStatus } from '@/shared/schemas/tickets';

const statusStyle: Record<TicketStatus, string> = {
  open: 'bg-info/15 text-info',
  answered: 'bg-success/15 text-success',
  closed: 'bg-surface-2 text-muted',
};

const priorityStyle: Record<TicketPriority, string> = {
  low: 'bg-surface-2 text-muted',
  medium: 'bg-warn/15 text-warn',
  high: 'bg-danger/15 text-danger',
};

const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useTranslations('tickets.statuses');
  return (
    <span className={cn(pill, statusStyle[status])} data-status={status}>
      {t(status)}
    </span>
  );
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  const t = useTranslations('tickets.priorities');
  return <span className={cn(pill, priorityStyle[priority])}>{t(priority)}</span>;
}
