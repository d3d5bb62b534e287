import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GuardedContent } from '@/components/panel/guarded-content';
import { NotificationEditForm } from '@/components/notifications/edit-form';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { managerPanelGuards } from '@/shared/guards';
import { loadNotificationOr404 } from '@/components/notifications/load-notification';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'notifications.manager' });
  return { title: t('editTitle') };
}

async function Edit({ id }: { id: string }) {
  const item = await loadNotificationOr404(id);
  return <NotificationEditForm notification={item} />;
}

/** notification/{id}/edit: correct a sent notification's text and link (`notifications.update`). */
export default async function EditNotificationPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'notifications.manager' });
  return (
    <GuardedContent guards={managerPanelGuards} params={params} permission="notifications.update">
      <div className="flex flex-col gap-6">
        <Link href={`/manager/panel/notification/${id}/detail`} className="text-sm text-primary hover:underline">
          {t('back')}
        </Link>
        <h1 className="text-2xl font-black">{t('editTitle')}</h1>
        <Edit id={id} />
      </div>
    </GuardedContent>
  );
}
