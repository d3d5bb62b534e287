'use client';

import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/forms/select-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiForm } from '@/components/forms/use-api-form';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { z } from 'zod';
import { notificationTicketContracts } from '@/shared/api/browser/notifications-tickets';
import { ticketStatuses, type TicketView } from '@/shared/schemas/tickets';

type Props = { ticket: TicketView; managers: { id: string; name: string }[] };

/** The form's own shape: an empty assignee select means "unassigned" (sent as null). */
const controlsSchema = z.object({ status: z.enum(ticketStatuses), assignee_id: z.string() });
type Values = z.infer<typeof controlsSchema>;

/** Staff change a ticket's status and assign it to a manager, saved together. */
export function TicketStaffControls({ ticket, managers }: Props) {
  const t = useTranslations('tickets');
  const fields = useTranslations('fields');
  const router = useRouter();
  const { form, submitWith } = useApiForm<Values>(
    controlsSchema,
    { status: ticket.status, assignee_id: ticket.assignee?.id ?? '' },
  );
  const onSubmit = submitWith(async (values) => {
    await api(notificationTicketContracts.updateTicket, {
      params: { id: ticket.id },
      body: { status: values.status, assignee_id: values.assignee_id || null },
    });
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-4 rounded-2xl border border-border bg-surface p-4" noValidate>
      <SelectField form={form} name="status" label={fields('status')} options={ticketStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))} />
      <SelectField
        form={form}
        name="assignee_id"
        label={fields('assignee_id')}
        options={[{ value: '', label: t('unassigned') }, ...managers.map((manager) => ({ value: manager.id, label: manager.name }))]}
      />
      <SubmitButton isLoading={form.formState.isSubmitting}>
        {t('save')}
      </SubmitButton>
    </form>
  );
}
