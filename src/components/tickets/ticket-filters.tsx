import { useTranslations } from 'next-intl';
import { ticketPriorities, ticketStatuses, type ManagerTicketsQuery } from '@/shared/schemas/tickets';

type Props = { query: ManagerTicketsQuery; managers: { id: string; name: string }[] };

const select = 'h-10 rounded-lg border border-border bg-bg px-3 text-sm';

/** The queue's filters as a plain GET form: the address carries them, so they survive reloads and links. */
export function TicketFilters({ query, managers }: Props) {
  const t = useTranslations('tickets');
  const fields = useTranslations('fields');
  return (
    <form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label={t('filter')}>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{fields('status')}</span>
        <select name="status" defaultValue={query.status ?? ''} className={select}>
          <option value="">{t('allStatuses')}</option>
          {ticketStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{fields('priority')}</span>
        <select name="priority" defaultValue={query.priority ?? ''} className={select}>
          <option value="">{t('allPriorities')}</option>
          {ticketPriorities.map((priority) => (
            <option key={priority} value={priority}>
              {t(`priorities.${priority}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('assignee')}</span>
        <select name="assignee" defaultValue={query.assignee ?? ''} className={select}>
          <option value="">{t('allAssignees')}</option>
          <option value="none">{t('unassigned')}</option>
          {managers.map((manager) => (
            <option key={manager.id} value={manager.id}>
              {manager.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="h-10 rounded-lg bg-primary px-4 text-sm font-medium text-primary-fg hover:opacity-90">
        {t('filter')}
      </button>
    </form>
  );
}
