'use client';

import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextAreaField } from '@/components/forms/text-area-field';
import { useRouter } from '@/i18n/navigation';
import { uploadForm } from '@/lib/upload';
import { notificationTicketContracts } from '@/shared/api/browser/notifications-tickets';
import { ticketReplySchema } from '@/shared/schemas/tickets';
import { AttachmentInput } from './attachment-input';
import { useTicketForm } from './use-ticket-form';

/** The owner's reply and staff's: the server decides what a reply does by the endpoint it reaches. */
const replyContracts = {
  user: notificationTicketContracts.replyToTicket,
  manager: notificationTicketContracts.replyToTicketAsStaff,
};

/**
 * The panel the form is in names its endpoint: a contract cannot be passed from the server
 * screen, as its schemas are not plain data.
 */
type Props = { side: keyof typeof replyContracts; ticketId: string };

/** A reply in a ticket's thread, from its owner or from staff. */
export function TicketReplyForm({ side, ticketId }: Props) {
  const t = useTranslations('tickets');
  const fields = useTranslations('fields');
  const router = useRouter();
  const { form, file, chooseFile, attachmentError, submit } = useTicketForm<{ text: string }>(ticketReplySchema, { text: '' }, (body) =>
    uploadForm(replyContracts[side], { params: { id: ticketId } }, body),
  );
  const onSubmit = submit(() => {
    form.reset({ text: '' });
    chooseFile(null);
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4" noValidate data-testid="ticket-reply-form">
      <TextAreaField form={form} name="text" label={t('replyLabel')} rows={4} dir="auto" />
      <AttachmentInput key={file ? 'chosen' : 'empty'} file={file} onChange={chooseFile} error={attachmentError} label={fields('attachment')} />
      <SubmitButton isLoading={form.formState.isSubmitting} className="self-start">
        {t('send')}
      </SubmitButton>
    </form>
  );
}
