import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GuardedContent } from '@/components/panel/guarded-content';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { managerPanelGuards } from '@/shared/guards';
import { managerNotificationsQuery } from '@/shared/schemas/notifications';
import { NotificationTable } from '@/components/notifications/notifications-screen';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'notifications.manager' });
  return { title: t('listTitle') };
}

/** notification: composed notifications with delivery and read counts (`notifications.view`). */
export default async function ManagerNotificationsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'notifications.manager' });
  const parsed = managerNotificationsQuery.safeParse(await searchParams);
  const page = parsed.success ? parsed.data : managerNotificationsQuery.parse({});
  return (
    <GuardedContent guards={managerPanelGuards} params={params} permission="notifications.view">
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-black">{t('listTitle')}</h1>
          <Link
            href="/manager/panel/notification/create"
            className="ms-auto rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-fg hover:opacity-90"
          >
            {t('compose')}
          </Link>
        </div>
        <NotificationTable locale={locale} page={page} />
      </div>
    </GuardedContent>
  );
}
