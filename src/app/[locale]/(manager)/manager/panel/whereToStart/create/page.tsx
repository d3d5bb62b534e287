import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GuideForm } from '@/components/manager-guides/guide-form';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';
import { managerPagePermission } from '@/shared/routes';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'whereToStart.manager' });
  return { title: t('create') };
}

/** whereToStart/create: a new guide; its items are added next. */
export default async function CreateGuidePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'whereToStart.manager' });
  return (
    <ResourceFrame params={params} permission={managerPagePermission(['whereToStart', 'create'])} title={t('create')}>
      <GuideForm />
    </ResourceFrame>
  );
}
