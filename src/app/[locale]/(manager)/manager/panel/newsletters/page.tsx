import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SearchParams } from '@/components/manager-community/list-query';
import { IssuesScreen } from '@/components/manager-newsletters/issues-screen';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';
import { canAccess, managerAccess } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

/** newsletters: readers at a glance and every issue with its progress; a new issue for those who may send. */
export default async function NewslettersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerNewsletters' });
  const canSend = canAccess(await managerAccess(await currentPageUser()), 'newsletters.send');
  return (
    <ResourceFrame
      params={params}
      permission="newsletters.view"
      title={t('title')}
      action={canSend ? { href: '/manager/panel/newsletters/create', label: t('issues.create') } : null}
    >
      <IssuesScreen locale={locale} searchParams={await searchParams} />
    </ResourceFrame>
  );
}
