import { useTranslations } from 'next-intl';
import { FilterForm, FilterSelect } from '@/components/panel/filter-form';
import { ticketPriorities, ticketStatuses, type ManagerTicketsQuery } from '@/shared/schemas/tickets';

type Props = { query: ManagerTicketsQuery; managers: { id: string; name: string }[] };

/** The queue's filters as a plain GET form: the address carries them, so they survive reloads and links. */
export function TicketFilters({ query, managers }: Props) {
  const t = useTranslations('tickets');
  const fields = useTranslations('fields');
  return (
    <FilterForm label={t('filter')} submitLabel={t('filter')}>
      <FilterSelect
        name="status"
        label={fields('status')}
        value={query.status}
        anyLabel={t('allStatuses')}
        options={ticketStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
      />
      <FilterSelect
        name="priority"
        label={fields('priority')}
        value={query.priority}
        anyLabel={t('allPriorities')}
        options={ticketPriorities.map((priority) => ({ value: priority, label: t(`priorities.${priority}`) }))}
      />
      <FilterSelect
        name="assignee"
        label={t('assignee')}
        value={query.assignee}
        anyLabel={t('allAssignees')}
        options={[{ value: 'none', label: t('unassigned') }, ...managers.map((manager) => ({ value: manager.id, label: manager.name }))]}
      />
    </FilterForm>
  );
}
