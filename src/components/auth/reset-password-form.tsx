'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { useAuth } from '@/components/shell/auth-provider';
import { api } from '@/lib/api-client';
import { accountContracts } from '@/shared/api/browser/accounts';
import { passwordResetSchema, type PasswordResetInput } from '@/shared/schemas/accounts';

/** The page the reset e-mail links to: a new password, then the sign-in dialog. */
export function ResetPasswordForm() {
  const t = useTranslations('resetPassword');
  const fields = useTranslations('fields');
  const params = useSearchParams();
  const { openDialog } = useAuth();
  const { form, submitWith } = useApiForm<PasswordResetInput>(passwordResetSchema, {
    email: params.get('email') ?? '',
    token: params.get('token') ?? '',
    password: '',
    password_confirmation: '',
  });
  const tokenError = form.formState.errors.token?.message;

  const onSubmit = submitWith(async (values) => {
    await api(accountContracts.resetPassword, { body: values });
    form.reset({ ...values, password: '', password_confirmation: '' });
    openDialog('sign-in');
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {tokenError ? (
        <p role="alert" className="rounded-lg border border-danger p-3 text-sm text-danger">
          {String(tokenError)}
        </p>
      ) : null}
      <TextField form={form} name="email" label={fields('email')} type="email" autoComplete="email" dir="ltr" />
      <TextField form={form} name="password" label={fields('password')} type="password" autoComplete="new-password" dir="ltr" />
      <TextField form={form} name="password_confirmation" label={fields('password_confirmation')} type="password" autoComplete="new-password" dir="ltr" />
      <SubmitButton size="lg" isLoading={form.formState.isSubmitting}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
