import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SearchParams } from '@/components/manager-community/list-query';
import { ResourceFrame } from '@/components/panel/resource-frame';
import { RedirectsScreen } from '@/components/portability/redirects-screen';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

/** redirects: old addresses answered with a 301 — search, page, add by hand, delete. */
export default async function RedirectsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'portability.redirects' });
  return (
    <ResourceFrame params={params} permission="redirects.view" title={t('title')}>
      <RedirectsScreen locale={locale} searchParams={await searchParams} />
    </ResourceFrame>
  );
}
