'use client';

import { FlaskConical } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { FormCard } from '@/components/forms/form-card';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { api } from '@/lib/api-client';
import { newsletterContracts } from '@/shared/api/browser/newsletter';
import { testSendInput } from '@/shared/schemas/newsletter';

/** Sends the issue, marked as a test, to one address (the editor's own, say) before anyone else gets it. */
export function IssueTestSend({ id, defaultEmail }: { id: string; defaultEmail: string }) {
  const t = useTranslations('managerNewsletters');
  const { form, submitWith } = useApiForm<{ email: string }>(testSendInput, { email: defaultEmail });
  const onSubmit = submitWith(async (body) => {
    await api(newsletterContracts.testNewsletterIssue, { params: { id }, body });
  });
  return (
    <FormCard title={t('testSend.title')} onSubmit={onSubmit}>
      <TextField form={form} name="email" label={t('testSend.email')} hint={t('testSend.hint')} type="email" dir="ltr" autoComplete="email" maxLength={254} />
      <SubmitButton severity="secondary" isLoading={form.formState.isSubmitting} className="self-start">
        <FlaskConical className="size-4" aria-hidden="true" />
        {t('testSend.submit')}
      </SubmitButton>
    </FormCard>
  );
}
