import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';
import { ContactDetail } from '@/components/manager-community/contact-detail-screen';

type Props = { params: Promise<{ locale: Locale; id: string }> };

/** contacts/{id}/detail: one contact message with its sender; mark handled, delete. */
export default async function ContactDetailPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerContacts' });
  return (
    <ResourceFrame params={params} permission="contacts.view" title={t('detailTitle')}>
      <ContactDetail id={id} locale={locale} />
    </ResourceFrame>
  );
}
