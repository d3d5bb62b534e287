import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GuardedContent } from '@/components/panel/guarded-content';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { managerPanelGuards } from '@/shared/guards';
import { NotificationDetail } from '@/components/notifications/notification-detail-screen';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'notifications.manager' });
  return { title: t('detailTitle') };
}

/** notification/{id}/detail: the message in both languages, its audience, delivery and read counts. */
export default async function NotificationDetailPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'notifications.manager' });
  return (
    <GuardedContent guards={managerPanelGuards} params={params} permission="notifications.view">
      <div className="flex flex-col gap-4">
        <Link href="/manager/panel/notification" className="text-sm text-primary hover:underline">
          {t('back')}
        </Link>
        <NotificationDetail id={id} locale={locale} />
      </div>
    </GuardedContent>
  );
}
