import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IssueComposer } from '@/components/manager-newsletters/issue-composer';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';
import { itemChoices } from '@/server/services/newsletter';

type Props = { params: Promise<{ locale: Locale }> };

/** Offers each language's newest items: the composer shows those of the language it is set to. */
async function NewIssue() {
  const [fa, en] = await Promise.all([itemChoices('fa'), itemChoices('en')]);
  return <IssueComposer choices={{ fa, en }} />;
}

/** newsletters/create: a new draft issue (`newsletters.send`), opened on its own page once written. */
export default async function CreateIssuePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerNewsletters' });
  return (
    <ResourceFrame params={params} permission="newsletters.send" title={t('composer.title')} back={{ href: '/manager/panel/newsletters', label: t('back') }}>
      <NewIssue />
    </ResourceFrame>
  );
}
