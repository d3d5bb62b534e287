import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotificationList } from '@/components/notifications/notification-list';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ page?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'notifications' });
  return { title: t('title') };
}

/** notifications: the list loads in the browser, so marking read updates it and the badge at once. */
export default async function NotificationsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = (await searchParams).page;
  const page = Math.max(1, Number.parseInt(Array.isArray(raw) ? (raw[0] ?? '1') : (raw ?? '1'), 10) || 1);
  const t = await getTranslations({ locale, namespace: 'notifications' });
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <NotificationList page={page} />
    </div>
  );
}
