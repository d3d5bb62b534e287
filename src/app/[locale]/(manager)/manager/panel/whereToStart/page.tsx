import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';
import { managerPagePermission } from '@/shared/routes';
import { GuidesTable } from '@/components/manager-guides/guides-screen';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'whereToStart.manager' });
  return { title: t('title') };
}

/** whereToStart: the guides in their order, with status and item counts. */
export default async function ManagerGuidesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'whereToStart.manager' });
  return (
    <ResourceFrame
      params={params}
      permission={managerPagePermission(['whereToStart'])}
      title={t('title')}
      action={{ href: '/manager/panel/whereToStart/create', label: t('create') }}
    >
      <GuidesTable locale={locale} searchParams={searchParams} />
    </ResourceFrame>
  );
}
