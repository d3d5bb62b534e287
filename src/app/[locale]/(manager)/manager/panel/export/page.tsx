import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResourceFrame } from '@/components/panel/resource-frame';
import { ExportScreen } from '@/components/portability/export-screen';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

/** export: take the whole site out as one archive — start it, follow it, download it. */
export default async function ExportPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'portability.export' });
  return (
    <ResourceFrame params={params} permission="export.run" title={t('title')}>
      <ExportScreen locale={locale} />
    </ResourceFrame>
  );
}
