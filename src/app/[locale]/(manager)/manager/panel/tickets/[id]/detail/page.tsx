import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GuardedContent } from '@/components/panel/guarded-content';
import type { Locale } from '@/i18n/locales';
import { managerPanelGuards } from '@/shared/guards';
import { StaffTicket } from '@/components/tickets/staff-ticket-screen';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'tickets' });
  return { title: t('detailTitle') };
}

/** tickets/{id}/detail: thread, staff reply, status and assignee (`tickets.view`; writes need their own permission). */
export default async function ManagerTicketPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  return (
    <GuardedContent guards={managerPanelGuards} params={params} permission="tickets.view">
      <StaffTicket id={id} locale={locale} />
    </GuardedContent>
  );
}
