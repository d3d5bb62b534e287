import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CloseTicketButton } from '@/components/tickets/close-ticket-button';
import { TicketHeader } from '@/components/tickets/ticket-header';
import { TicketReplyForm } from '@/components/tickets/ticket-reply-form';
import { TicketThread } from '@/components/tickets/ticket-thread';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { currentPageUser } from '@/server/auth/page-session';
import { getTicketDetail } from '@/server/services/tickets';
import { loadRecordOr404 } from '@/components/panel/load-record';

async function loadTicket(id: string) {
  const user = await currentPageUser();
  if (!user) notFound();
  return loadRecordOr404(id, (ticketId) => getTicketDetail(ticketId, { ownerId: user.id, side: 'user' }));
}

/** The reader's own ticket: its thread, a reply form and the close button. */
export async function UserTicket({ locale, id }: { locale: Locale; id: string }) {
  const t = await getTranslations({ locale, namespace: 'tickets' });
  const ticket = await loadTicket(id);
  const isClosed = ticket.status === 'closed';
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <Link href="/user/panel/tickets" className="text-sm text-primary hover:underline">
        {t('back')}
      </Link>
      <TicketHeader ticket={ticket} locale={locale} />
      <TicketThread messages={ticket.messages} locale={locale} side="user" />
      {isClosed ? (
        <p role="status" className="rounded-xl border border-border bg-surface-2 p-4 text-sm">
          {t('closedNotice')}
        </p>
      ) : (
        <>
          <TicketReplyForm side="user" ticketId={ticket.id} />
          <div>
            <CloseTicketButton ticketId={ticket.id} />
          </div>
        </>
      )}
    </div>
  );
}
