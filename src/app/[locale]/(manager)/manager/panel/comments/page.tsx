import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SearchParams } from '@/components/manager-community/list-query';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';
import { CommentsTable } from '@/components/manager-community/comments-screen';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

/** comments: the moderation queue — filter by status, type and text; approve, reject, delete inline. */
export default async function CommentsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerComments' });
  return (
    <ResourceFrame params={params} permission="comments.view" title={t('title')}>
      <CommentsTable locale={locale} searchParams={await searchParams} />
    </ResourceFrame>
  );
}
