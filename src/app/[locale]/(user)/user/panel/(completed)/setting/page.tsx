import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AvatarForm } from '@/components/account/avatar-form';
import { EmailForm, PasswordForm, PreferencesForm, ProfileForm } from '@/components/account/settings-forms';
import { WithSession } from '@/components/account/with-session';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'panel' });
  return { title: t('setting') };
}

export default async function SettingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'panel' });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-black">{t('setting')}</h1>
      <WithSession>
        <AvatarForm />
        <ProfileForm />
        <EmailForm />
        <PasswordForm />
        <PreferencesForm />
      </WithSession>
    </div>
  );
}
