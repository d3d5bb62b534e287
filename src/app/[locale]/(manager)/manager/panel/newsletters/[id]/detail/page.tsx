import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IssueScreen } from '@/components/manager-newsletters/issue-screen';
import { loadRecordOr404 } from '@/components/panel/load-record';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';
import { getIssue } from '@/server/services/newsletter';

type Props = { params: Promise<{ locale: Locale; id: string }> };

async function Issue({ id, locale }: { id: string; locale: Locale }) {
  const issue = await loadRecordOr404(id, (issueId) => getIssue({ id: issueId }));
  return <IssueScreen issue={issue} locale={locale} />;
}

/** newsletters/{id}/detail: one issue, its progress and preview; composed, tested and sent while it is open. */
export default async function IssuePage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerNewsletters' });
  return (
    <ResourceFrame params={params} permission="newsletters.view" title={t('issueTitle')} back={{ href: '/manager/panel/newsletters', label: t('back') }}>
      <Issue id={id} locale={locale} />
    </ResourceFrame>
  );
}
