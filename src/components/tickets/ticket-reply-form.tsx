'use client';

import { useTranslations } from 'next-intl';
import { TextAreaField } from '@/components/forms/text-area-field';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { ticketReplySchema } from '@/shared/schemas/tickets';
import { AttachmentInput } from './attachment-input';
import { useTicketForm } from './use-ticket-form';

type Props = { endpoint: string };

/** A reply in a ticket's thread, from its owner or from staff (the endpoint decides which). */
export function TicketReplyForm({ endpoint }: Props) {
  const t = useTranslations('tickets');
  const fields = useTranslations('fields');
  const router = useRouter();
  const { form, file, chooseFile, attachmentError, submit } = useTicketForm<{ text: string }>(ticketReplySchema, { text: '' }, endpoint);
  const onSubmit = submit(() => {
    form.reset({ text: '' });
    chooseFile(null);
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4" noValidate data-testid="ticket-reply-form">
      <TextAreaField form={form} name="text" label={t('replyLabel')} rows={4} dir="auto" />
      <AttachmentInput key={file ? 'chosen' : 'empty'} file={file} onChange={chooseFile} error={attachmentError} label={fields('attachment')} />
      <Button type="submit" isLoading={form.formState.isSubmitting} className="self-start">
        {t('send')}
      </Button>
    </form>
  );
}
