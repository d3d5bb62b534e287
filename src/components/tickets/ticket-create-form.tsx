'use client';

import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/forms/select-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextAreaField } from '@/components/forms/text-area-field';
import { TextField } from '@/components/forms/text-field';
import { useRouter } from '@/i18n/navigation';
import { uploadForm } from '@/lib/upload';
import { notificationTicketContracts } from '@/shared/api/browser/notifications-tickets';
import { ticketCreateSchema, ticketDepartments, ticketPriorities } from '@/shared/schemas/tickets';
import { AttachmentInput } from './attachment-input';
import { useTicketForm } from './use-ticket-form';

type Values = { title: string; text: string; priority: string; department: string };

/** tickets/create: title, priority, department, text and an optional attachment. */
export function TicketCreateForm() {
  const t = useTranslations('tickets');
  const fields = useTranslations('fields');
  const router = useRouter();
  const { form, file, chooseFile, attachmentError, submit } = useTicketForm<Values>(
    ticketCreateSchema,
    { title: '', text: '', priority: 'medium', department: '' },
    (body) => uploadForm(notificationTicketContracts.createTicket, {}, body),
  );
  const onSubmit = submit((ticket) => {
    router.push(`/user/panel/tickets/${ticket.id}/detail`);
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} className="flex max-w-2xl flex-col gap-4" noValidate>
      <TextField form={form} name="title" label={fields('title')} dir="auto" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField form={form} name="priority" label={fields('priority')} options={ticketPriorities.map((value) => ({ value, label: t(`priorities.${value}`) }))} />
        <SelectField
          form={form}
          name="department"
          label={fields('department')}
          options={[{ value: '', label: t('noDepartment') }, ...ticketDepartments.map((value) => ({ value, label: t(`departments.${value}`) }))]}
        />
      </div>
      <TextAreaField form={form} name="text" label={fields('text')} rows={6} dir="auto" />
      <AttachmentInput file={file} onChange={chooseFile} error={attachmentError} label={fields('attachment')} />
      <SubmitButton isLoading={form.formState.isSubmitting} className="self-start">
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
