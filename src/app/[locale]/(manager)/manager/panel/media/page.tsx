import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SearchParams } from '@/components/manager-community/list-query';
import { ResourceFrame } from '@/components/panel/resource-frame';
import { MediaLibraryScreen } from '@/components/portability/media-library-screen';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

/** media: every stored file, and the pictures an import could not bring (missing media). */
export default async function MediaLibraryPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'portability.media' });
  return (
    <ResourceFrame params={params} permission="import.run" title={t('title')}>
      <MediaLibraryScreen locale={locale} searchParams={await searchParams} />
    </ResourceFrame>
  );
}
