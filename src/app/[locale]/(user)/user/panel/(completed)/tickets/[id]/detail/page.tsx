import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { UserTicket } from '@/components/tickets/user-ticket-screen';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'tickets' });
  return { title: t('detailTitle') };
}

/** tickets/{id}/detail: the thread, a reply form and the close button (another user's ticket is a 404). */
export default async function TicketDetailPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  return <UserTicket locale={locale} id={id} />;
}
