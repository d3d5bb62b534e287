import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GuardedContent } from '@/components/panel/guarded-content';
import type { Locale } from '@/i18n/locales';
import { managerPanelGuards } from '@/shared/guards';
import { managerTicketsQuery } from '@/shared/schemas/tickets';
import { Queue } from '@/components/tickets/ticket-queue-screen';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'tickets' });
  return { title: t('title') };
}

/** tickets: the support queue, filtered by status, priority and assignee (`tickets.view`). */
export default async function ManagerTicketsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'tickets' });
  const parsed = managerTicketsQuery.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : managerTicketsQuery.parse({});
  return (
    <GuardedContent guards={managerPanelGuards} params={params} permission="tickets.view">
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-black">{t('title')}</h1>
        <Queue locale={locale} query={query} />
      </div>
    </GuardedContent>
  );
}
