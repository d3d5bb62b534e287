import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AvatarForm } from '@/components/account/avatar-form';
import { PasskeysSection } from '@/components/account/passkeys-section';
import { SessionsSection } from '@/components/account/sessions-section';
import { EmailForm, PasswordForm, PreferencesForm, ProfileForm } from '@/components/account/settings-forms';
import { TwoFactorSection } from '@/components/account/two-factor-section';
import { WithSession } from '@/components/account/with-session';
import { AccountNewsletterSection } from '@/components/newsletter/account-newsletter-section';
import { NotificationPreferencesForm } from '@/components/notifications/preferences-form';
import type { Locale } from '@/i18n/locales';
import { currentPageUser } from '@/server/auth/page-session';

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
  const user = await currentPageUser();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-black">{t('setting')}</h1>
      <WithSession>
        <AvatarForm />
        <ProfileForm />
        <EmailForm />
        <PasswordForm />
        <TwoFactorSection />
        <PasskeysSection />
        <SessionsSection />
        <PreferencesForm />
        <NotificationPreferencesForm initial={{ email_on_ticket_reply: user?.emailOnTicketReply ?? true }} />
        <AccountNewsletterSection locale={locale} />
      </WithSession>
    </div>
  );
}
