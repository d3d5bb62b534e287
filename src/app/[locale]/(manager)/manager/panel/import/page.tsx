import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ImportScreen } from '@/components/portability/import-screen';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

/** import: upload a WordPress export (and its uploads), start the run, follow it, read its report. */
export default async function ImportPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'portability.import' });
  return (
    <ResourceFrame params={params} permission="import.run" title={t('title')}>
      <ImportScreen locale={locale} />
    </ResourceFrame>
  );
}
