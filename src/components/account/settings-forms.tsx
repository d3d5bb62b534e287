'use client';

import { useLocale, useTranslations } from 'next-intl';
import { z } from 'zod';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { useAuth } from '@/components/shell/auth-provider';
import { useTheme } from '@/components/shell/theme-provider';
import { Button } from '@/components/ui/button';
import { ltrTag } from '@/components/ui/ltr';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import { api } from '@/lib/api-client';
import { rememberLocale } from '@/lib/locale-cookie';
import { accountContracts } from '@/shared/api/browser/accounts';
import { updateProfileSchema } from '@/shared/schemas/accounts';
import { themeSchemes } from '@/shared/theme';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `settings-${title.replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-6">
      <h2 id={id} className="mb-4 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type ProfileValues = { firstname: string; lastname: string; mobile: string; bio: string };

/**
 * Name, mobile and bio. Saving stays on the settings page, unlike SPEC §2's landing on the
 * dashboard, so that a reader changing several settings is not sent away: the server's message is toasted by the API client, and the reader
 * may go on to change the next setting.
 */
export function ProfileForm() {
  const t = useTranslations('account');
  const fields = useTranslations('fields');
  const { session, refresh } = useAuth();
  const user = session!.user;
  const { form, submitWith } = useApiForm<ProfileValues>(updateProfileSchema, {
    firstname: user.firstname ?? '',
    lastname: user.lastname ?? '',
    mobile: user.mobile ?? '',
    bio: user.bio ?? '',
  });
  const onSubmit = submitWith(async (values) => {
    await api(accountContracts.updateProfile, { body: values });
    await refresh();
  });
  return (
    <Section title={t('profileTitle')}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="firstname" label={fields('firstname')} autoComplete="given-name" dir="auto" />
          <TextField form={form} name="lastname" label={fields('lastname')} autoComplete="family-name" dir="auto" />
        </div>
        <TextField form={form} name="mobile" label={fields('mobile')} type="tel" autoComplete="tel" dir="ltr" hint={t.rich('mobileHint', ltrTag)} />
        <TextField form={form} name="bio" label={fields('bio')} dir="auto" />
        <SubmitButton isLoading={form.formState.isSubmitting} className="self-start">
          {t('profileSubmit')}
        </SubmitButton>
      </form>
    </Section>
  );
}

type EmailValues = { email: string; current_password: string };

/** A new address needs the current password and a fresh confirmation. */
export function EmailForm() {
  const t = useTranslations('account');
  const fields = useTranslations('fields');
  const { session, refresh } = useAuth();
  const user = session!.user;
  const { form, submitWith } = useApiForm<EmailValues>(
    updateProfileSchema.and(z.object({ current_password: z.string().min(1, 'validation.required') })),
    { email: user.email, current_password: '' },
  );
  const onSubmit = submitWith(async (values) => {
    await api(accountContracts.updateProfile, { body: values });
    form.reset({ email: values.email, current_password: '' });
    await refresh();
  });
  return (
    <Section title={t('emailTitle')}>
      {!user.email_verified_at ? (
        <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-warn p-3 text-sm">
          <span>{t('emailUnverified')}</span>
          <Button
            size="sm"
            severity="secondary"
            onClick={() => void api(accountContracts.resendVerification).catch(() => undefined)}
          >
            {t('resendVerification')}
          </Button>
        </div>
      ) : null}
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField form={form} name="email" label={fields('email')} type="email" autoComplete="email" dir="ltr" />
        <TextField form={form} name="current_password" label={fields('current_password')} type="password" autoComplete="current-password" dir="ltr" />
        <SubmitButton isLoading={form.formState.isSubmitting} className="self-start">
          {t('emailSubmit')}
        </SubmitButton>
      </form>
    </Section>
  );
}

type PasswordValues = { current_password: string; password: string; password_confirmation: string };

/** Changing the password signs out every other device (the server revokes their tokens). */
export function PasswordForm() {
  const t = useTranslations('account');
  const fields = useTranslations('fields');
  const { form, submitWith } = useApiForm<PasswordValues>(updateProfileSchema, {
    current_password: '',
    password: '',
    password_confirmation: '',
  });
  const onSubmit = submitWith(async (values) => {
    await api(accountContracts.updateProfile, { body: values });
    form.reset();
  });
  return (
    <Section title={t('passwordTitle')}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField form={form} name="current_password" label={fields('current_password')} type="password" autoComplete="current-password" dir="ltr" />
        <TextField form={form} name="password" label={fields('password')} type="password" autoComplete="new-password" dir="ltr" />
        <TextField form={form} name="password_confirmation" label={fields('password_confirmation')} type="password" autoComplete="new-password" dir="ltr" />
        <SubmitButton isLoading={form.formState.isSubmitting} className="self-start">
          {t('passwordSubmit')}
        </SubmitButton>
      </form>
    </Section>
  );
}

/** Language (saved on the account for e-mails, and applied to the site) and theme. */
export function PreferencesForm() {
  const t = useTranslations('account');
  const themeT = useTranslations('theme');
  const locale = useLocale();
  const { scheme, setScheme } = useTheme();
  const onLanguage = async (next: Locale) => {
    await api(accountContracts.updateProfile, { body: { locale: next } });
    rememberLocale(next);
    window.location.assign(window.location.pathname.replace(/^\/(fa|en)/, `/${next}`));
  };
  return (
    <Section title={t('preferencesTitle')}>
      <div className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('language')}</legend>
          <div className="flex gap-2">
            {locales.map((code) => (
              <Button key={code} severity={code === locale ? 'primary' : 'secondary'} aria-pressed={code === locale} onClick={() => void onLanguage(code)}>
                {localeInfo[code].name}
              </Button>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('theme')}</legend>
          <div className="flex gap-2">
            {themeSchemes.map((value) => (
              <Button key={value} severity={value === scheme ? 'primary' : 'secondary'} aria-pressed={value === scheme} onClick={() => setScheme(value)}>
                {themeT(value)}
              </Button>
            ))}
          </div>
        </fieldset>
      </div>
    </Section>
  );
}
