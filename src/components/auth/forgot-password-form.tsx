'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Ltr } from '@/components/ui/ltr';
import { api } from '@/lib/api-client';
import { accountContracts } from '@/shared/api/browser/accounts';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@/shared/schemas/accounts';

/** Asks for a reset link; remembers the e-mail it was sent for (SPEC §4's reset state). */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const t = useTranslations('authDialog');
  const fields = useTranslations('fields');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, submitWith } = useApiForm<PasswordResetRequestInput>(passwordResetRequestSchema, { email: '' });

  const onSubmit = submitWith(async (values) => {
    await api(accountContracts.requestPasswordReset, { body: values });
    setSentTo(values.email);
  });

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <p className="text-sm leading-7">
          {t.rich('resetSent', { email: () => <Ltr>{sentTo}</Ltr> })}
        </p>
        <Button severity="secondary" onClick={onBack}>
          {t('backToSignIn')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-muted">{t('forgotIntro')}</p>
      <TextField form={form} name="email" label={fields('email')} type="email" autoComplete="email" dir="ltr" />
      <SubmitButton size="lg" isLoading={form.formState.isSubmitting}>
        {t('sendResetLink')}
      </SubmitButton>
      <button type="button" onClick={onBack} className="self-start text-sm text-primary underline-offset-4 hover:underline">
        {t('backToSignIn')}
      </button>
    </form>
  );
}
