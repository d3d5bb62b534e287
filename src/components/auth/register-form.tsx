'use client';

import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { api } from '@/lib/api-client';
import { accountContracts } from '@/shared/api/browser/accounts';
import { registerSchema, type RegisterInput } from '@/shared/schemas/accounts';
import { useSignInSuccess } from './use-sign-in-success';

export function RegisterForm() {
  const t = useTranslations('authDialog');
  const fields = useTranslations('fields');
  const onSuccess = useSignInSuccess();
  const { form, submitWith } = useApiForm<RegisterInput>(registerSchema, {
    username: '',
    email: '',
    password: '',
    password_confirmation: '',
    firstname: '',
    lastname: '',
    terms_and_conditions: false as unknown as true,
  });
  const termsError = form.formState.errors.terms_and_conditions?.message;

  const onSubmit = submitWith(async (values) => {
    const { data } = await api(accountContracts.register, { body: values });
    onSuccess(data);
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="firstname" label={fields('firstname')} autoComplete="given-name" dir="auto" />
        <TextField form={form} name="lastname" label={fields('lastname')} autoComplete="family-name" dir="auto" />
      </div>
      <TextField form={form} name="username" label={fields('username')} autoComplete="username" dir="ltr" hint={t('usernameHint')} />
      <TextField form={form} name="email" label={fields('email')} type="email" autoComplete="email" dir="ltr" />
      <TextField form={form} name="password" label={fields('password')} type="password" autoComplete="new-password" dir="ltr" hint={t('passwordHint')} />
      <TextField form={form} name="password_confirmation" label={fields('password_confirmation')} type="password" autoComplete="new-password" dir="ltr" />
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-[var(--primary)]"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'terms-error' : undefined}
            {...form.register('terms_and_conditions')}
          />
          {t('acceptTerms')}
        </label>
        {termsError ? (
          <p id="terms-error" role="alert" className="text-sm text-danger">
            {String(termsError)}
          </p>
        ) : null}
      </div>
      <SubmitButton size="lg" isLoading={form.formState.isSubmitting}>
        {t('registerSubmit')}
      </SubmitButton>
    </form>
  );
}
