'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { api } from '@/lib/api-client';
import { accountContracts } from '@/shared/api/browser/accounts';
import { loginSchema, type LoginInput } from '@/shared/schemas/accounts';
import type { TwoFactorRequired } from '@/shared/schemas/two-factor';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { TwoFactorStep } from './two-factor-step';
import { useSignInSuccess } from './use-sign-in-success';

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const t = useTranslations('authDialog');
  const fields = useTranslations('fields');
  const onSuccess = useSignInSuccess();
  const { form, submitWith } = useApiForm<LoginInput>(loginSchema, { login: '', password: '' });
  const [secondStep, setSecondStep] = useState<TwoFactorRequired | null>(null);

  const onSubmit = submitWith(async (values) => {
    const { data } = await api(accountContracts.login, { body: values });
    if ('two_factor_required' in data) setSecondStep(data);
    else onSuccess(data);
  });

  if (secondStep) {
    return (
      <TwoFactorStep
        required={secondStep}
        onRestart={() => {
          form.setValue('password', '');
          setSecondStep(null);
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <TextField form={form} name="login" label={fields('login')} autoComplete="username" dir="auto" />
      <TextField form={form} name="password" label={fields('password')} type="password" autoComplete="current-password" dir="ltr" />
      <SubmitButton size="lg" isLoading={form.formState.isSubmitting}>
        {t('signInSubmit')}
      </SubmitButton>
      <PasskeySignInButton />
      <button type="button" onClick={onForgotPassword} className="self-start text-sm text-primary underline-offset-4 hover:underline">
        {t('forgotPassword')}
      </button>
    </form>
  );
}
