'use client';

import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextAreaField } from '@/components/forms/text-area-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { communityContracts } from '@/shared/api/browser/moderation';
import { staffReplySchema, type StaffReplyInput } from '@/shared/schemas/community';

/** Reply as staff under a comment: published at once; the page refreshes to show it in the thread. */
export function StaffReplyForm({ id }: { id: string }) {
  const t = useTranslations('managerComments');
  const router = useRouter();
  const { form, submitWith } = useApiForm<StaffReplyInput>(staffReplySchema, { body: '' });
  const onSubmit = submitWith(async (values) => {
    await api(communityContracts.replyToComment, { params: { id }, body: values });
    form.reset({ body: '' });
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} className="flex max-w-2xl flex-col gap-3" noValidate>
      <TextAreaField form={form} name="body" label={t('replyLabel')} hint={t('replyHint')} rows={4} dir="auto" />
      <SubmitButton isLoading={form.formState.isSubmitting} className="self-start">
        {t('sendReply')}
      </SubmitButton>
    </form>
  );
}
