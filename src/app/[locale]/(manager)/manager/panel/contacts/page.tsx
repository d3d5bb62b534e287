import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SearchParams } from '@/components/manager-community/list-query';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';
import { ContactsTable } from '@/components/manager-community/contacts-screen';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

/** contacts: messages from the contact form, unhandled first; mark handled, delete. */
export default async function ContactsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerContacts' });
  return (
    <ResourceFrame params={params} permission="contacts.view" title={t('title')}>
      <ContactsTable locale={locale} searchParams={await searchParams} />
    </ResourceFrame>
  );
}
