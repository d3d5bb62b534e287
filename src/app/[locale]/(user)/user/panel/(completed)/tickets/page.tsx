import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { UserTickets } from '@/components/tickets/user-tickets-screen';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'tickets' });
  return { title: t('title') };
}

/** tickets: the user's tickets with status, priority and last update; filter by status. */
export default async function TicketsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <UserTickets locale={locale} searchParams={searchParams} />;
}
