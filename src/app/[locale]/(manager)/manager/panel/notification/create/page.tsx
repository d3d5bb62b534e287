import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GuardedContent } from '@/components/panel/guarded-content';
import { NotificationComposeForm } from '@/components/notifications/compose-form';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { listRoles } from '@/server/services/acl';
import { managerPanelGuards } from '@/shared/guards';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'notifications.manager' });
  return { title: t('composeTitle') };
}

async function Compose() {
  const roles = await listRoles();
  return <NotificationComposeForm roles={roles.map((role) => ({ id: role.id, title: role.title }))} />;
}

/** notification/create: compose in both languages and choose the audience (`notifications.create`). */
export default async function ComposeNotificationPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'notifications.manager' });
  return (
    <GuardedContent guards={managerPanelGuards} params={params} permission="notifications.create">
      <div className="flex flex-col gap-6">
        <Link href="/manager/panel/notification" className="text-sm text-primary hover:underline">
          {t('back')}
        </Link>
        <h1 className="text-2xl font-black">{t('composeTitle')}</h1>
        <Compose />
      </div>
    </GuardedContent>
  );
}
