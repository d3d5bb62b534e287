import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TicketCreateForm } from '@/components/tickets/ticket-create-form';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'tickets' });
  return { title: t('createTitle') };
}

/** tickets/create. */
export default async function CreateTicketPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'tickets' });
  return (
    <div className="flex flex-col gap-6">
      <Link href="/user/panel/tickets" className="text-sm text-primary hover:underline">
        {t('back')}
      </Link>
      <h1 className="text-2xl font-black">{t('createTitle')}</h1>
      <TicketCreateForm />
    </div>
  );
}
