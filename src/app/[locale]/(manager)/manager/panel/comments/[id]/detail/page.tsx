import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';
import { CommentDetail } from '@/components/manager-community/comment-detail-screen';

type Props = { params: Promise<{ locale: Locale; id: string }> };

/** comments/{id}/detail: the comment, its item and thread; approve, reject, delete, reply as staff. */
export default async function CommentDetailPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerComments' });
  return (
    <ResourceFrame params={params} permission="comments.view" title={t('detailTitle')}>
      <CommentDetail id={id} locale={locale} />
    </ResourceFrame>
  );
}
