'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { useAuth } from '@/components/shell/auth-provider';
import { ltrTag } from '@/components/ui/ltr';
import { api } from '@/lib/api-client';
import { accountContracts } from '@/shared/api/browser/accounts';
import { completeInformationSchema, type CompleteInformationInput } from '@/shared/schemas/accounts';

/** First name and last name make a profile complete; the mobile may be left blank. */
export function CompleteInformationForm() {
  const t = useTranslations('account');
  const fields = useTranslations('fields');
  const locale = useLocale();
  const router = useRouter();
  const { session, refresh } = useAuth();
  const user = session?.user;
  const { form, submitWith } = useApiForm<CompleteInformationInput>(completeInformationSchema, {
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    mobile: user?.mobile ?? '',
  });

  const onSubmit = submitWith(async (values) => {
    await api(accountContracts.updateProfile, { body: values });
    await refresh();
    router.push(`/${locale}/user/panel/dashboard`);
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} className="flex max-w-lg flex-col gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="firstname" label={fields('firstname')} autoComplete="given-name" dir="auto" />
        <TextField form={form} name="lastname" label={fields('lastname')} autoComplete="family-name" dir="auto" />
      </div>
      <TextField form={form} name="mobile" label={t('mobileOptional')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" hint={t.rich('mobileHint', ltrTag)} />
      <SubmitButton size="lg" isLoading={form.formState.isSubmitting} className="self-start">
        {t('completeSubmit')}
      </SubmitButton>
    </form>
  );
}
