'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { twoFactorContracts } from '@/shared/api/browser/two-factor';
import { twoFactorSignInSchema, type TwoFactorRequired } from '@/shared/schemas/two-factor';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { useSignInSuccess } from './use-sign-in-success';

type CodeField = 'code' | 'recovery_code';
type Values = { challenge: string; code?: string; recovery_code?: string };

/**
 * The sign-in's second step, after a right password on an account with a second factor: a code
 * from the authenticator app, one of the recovery codes, or a passkey, whichever the account has.
 * A challenge that has run out sends the reader back to the password.
 */
export function TwoFactorStep({ required, onRestart }: { required: TwoFactorRequired; onRestart: () => void }) {
  const t = useTranslations('authDialog');
  const [field, setField] = useState<CodeField>('code');
  const hasApp = required.methods.includes('totp');
  return (
    <div className="flex flex-col gap-4">
      <h3 className="font-bold">{t('twoFactorTitle')}</h3>
      {hasApp ? (
        <>
          <p className="text-sm">{field === 'code' ? t('twoFactorIntro') : t('recoveryIntro')}</p>
          {/* One form per kind of code, so the field left behind never holds the other one back. */}
          <CodeForm key={field} field={field} challenge={required.challenge} onRestart={onRestart} />
        </>
      ) : null}
      {required.methods.includes('passkey') ? <PasskeySignInButton challenge={required.challenge} /> : null}
      <div className="flex flex-wrap justify-between gap-2">
        {required.methods.includes('recovery') ? (
          <button
            type="button"
            onClick={() => setField(field === 'code' ? 'recovery_code' : 'code')}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            {field === 'code' ? t('useRecoveryCode') : t('useAuthenticatorCode')}
          </button>
        ) : null}
        <button type="button" onClick={onRestart} className="text-sm text-muted underline-offset-4 hover:underline">
          {t('backToPassword')}
        </button>
      </div>
    </div>
  );
}

function CodeForm({ field, challenge, onRestart }: { field: CodeField; challenge: string; onRestart: () => void }) {
  const t = useTranslations('authDialog');
  const fields = useTranslations('fields');
  const onSuccess = useSignInSuccess();
  const { form, submitWith } = useApiForm<Values>(twoFactorSignInSchema, { challenge, [field]: '' }, { validateOn: 'submit' });
  const expired = form.formState.errors.challenge?.message;
  const onSubmit = submitWith(async (values) => {
    const { data } = await api(twoFactorContracts.completeTwoFactorSignIn, { body: values });
    onSuccess(data);
  });

  if (expired) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-sm text-danger">
          {expired}
        </p>
        <Button onClick={onRestart}>{t('backToPassword')}</Button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {field === 'code' ? (
        <TextField form={form} name="code" label={fields('code')} inputMode="numeric" autoComplete="one-time-code" dir="ltr" maxLength={16} autoFocus />
      ) : (
        <TextField form={form} name="recovery_code" label={fields('recovery_code')} autoComplete="off" dir="ltr" autoFocus />
      )}
      <SubmitButton size="lg" isLoading={form.formState.isSubmitting}>
        {t('twoFactorSubmit')}
      </SubmitButton>
    </form>
  );
}
