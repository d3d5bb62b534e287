import { getTranslations } from 'next-intl/server';
import { TicketHeader } from '@/components/tickets/ticket-header';
import { TicketReplyForm } from '@/components/tickets/ticket-reply-form';
import { TicketStaffControls } from '@/components/tickets/ticket-staff-controls';
import { TicketThread } from '@/components/tickets/ticket-thread';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { canAccess, managerAccess } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';
import { getTicketDetail, listAssignableManagers } from '@/server/services/tickets';
import { loadRecordOr404 } from '@/components/panel/load-record';

/** A ticket's thread with the staff reply, status and assignee controls the reader may use. */
export async function StaffTicket({ id, locale }: { id: string; locale: Locale }) {
  const ticket = await loadRecordOr404(id, (recordId) => getTicketDetail(recordId, { ownerId: null, side: 'manager' }));
  const access = await managerAccess(await currentPageUser());
  const canUpdate = canAccess(access, 'tickets.update');
  const canReply = canAccess(access, 'tickets.reply') && ticket.status !== 'closed';
  const managers = canUpdate ? await listAssignableManagers() : [];
  const t = await getTranslations({ locale, namespace: 'tickets' });
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <Link href="/manager/panel/tickets" className="text-sm text-primary hover:underline">
        {t('back')}
      </Link>
      <TicketHeader ticket={ticket} locale={locale} showOwner />
      {canUpdate ? <TicketStaffControls ticket={ticket} managers={managers} /> : null}
      <TicketThread messages={ticket.messages} locale={locale} side="manager" />
      {canReply ? <TicketReplyForm side="manager" ticketId={ticket.id} /> : null}
      {ticket.status === 'closed' ? (
        <p role="status" className="rounded-xl border border-border bg-surface-2 p-4 text-sm">
          {t('closedNotice')}
        </p>
      ) : null}
    </div>
  );
}
