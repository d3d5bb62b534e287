import { eq } from 'drizzle-orm';
import { appUrl } from '@/env';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { translate } from '@/i18n/messages';
import { getDb, type Transaction } from '@/server/db/client';
import { ticketMessages, tickets, users, type Ticket } from '@/server/db/schema';
import { ConflictError } from '@/server/http/errors';
import { dispatchMail, queueMail, type OutgoingMail } from '@/server/mail/send';
import { ticketReplyMail } from '@/server/mail/templates';
import type { TicketDetailView, TicketReplyInput } from '@/shared/schemas/tickets';
import { recordWrite } from '../activity/record-activity';
import { notifyUsers } from '../notifications';
import { storeTicketAttachment, type AttachmentUpload } from './attachments';
import type { TicketActor } from './create';
import { findTicket, getTicketDetail } from './read';
import { statusChange } from './update';

async function addMessage(tx: Transaction, ticket: Ticket, authorId: string, isStaff: boolean, body: string, attachment: AttachmentUpload | null) {
  const attachmentId = attachment ? await storeTicketAttachment(tx, attachment, authorId) : null;
  await tx.insert(ticketMessages).values({ ticketId: ticket.id, authorId, isStaff, body, attachmentId });
}

function assertOpen(ticket: Ticket): void {
  if (ticket.status === 'closed') throw new ConflictError('tickets.closedNoReply');
}

/** The owner answers in their ticket; an answered ticket goes back to open (it awaits staff again). */
export async function replyAsUser({ ctx, user }: TicketActor, ticketId: string, input: TicketReplyInput, attachment: AttachmentUpload | null): Promise<TicketDetailView> {
  const ticket = await findTicket(ticketId, user.id);
  assertOpen(ticket);
  await getDb().transaction(async (tx) => {
    await addMessage(tx, ticket, user.id, false, input.text, attachment);
    await tx.update(tickets).set({ ...statusChange('open'), lastMessageAt: new Date() }).where(eq(tickets.id, ticket.id));
    await recordWrite(tx, { ctx: ctx, actor: user }, 'tickets.reply', ticket.id);
  });
  return getTicketDetail(ticket.id, { ownerId: user.id, side: 'user' });
}

/**
 * Staff answer: the ticket becomes `answered`, its owner gets a notification linking to it and,
 * when their preference allows, an e-mail in their language. All in one transaction; the mail
 * leaves after commit.
 */
export async function replyAsStaff({ ctx, user }: TicketActor, ticketId: string, input: TicketReplyInput, attachment: AttachmentUpload | null): Promise<TicketDetailView> {
  const ticket = await findTicket(ticketId, null);
  assertOpen(ticket);
  const [owner] = await getDb().select().from(users).where(eq(users.id, ticket.userId));
  const path = `/user/panel/tickets/${ticket.id}/detail`;
  const mail = await getDb().transaction(async (tx) => {
    await addMessage(tx, ticket, user.id, true, input.text, attachment);
    await tx.update(tickets).set({ ...statusChange('answered'), lastMessageAt: new Date() }).where(eq(tickets.id, ticket.id));
    const both = (key: string) => ({ fa: translate('fa', key, { title: ticket.title }), en: translate('en', key, { title: ticket.title }) });
    await notifyUsers(tx, [ticket.userId], { title: both('tickets.notification.title'), text: both('tickets.notification.text'), link: path, createdBy: user.id });
    await recordWrite(tx, { ctx: ctx, actor: user }, 'tickets.reply', ticket.id, { staff: true });
    if (!owner?.emailOnTicketReply || owner.isBlocked) return null;
    const locale = isLocale(owner.locale) ? owner.locale : defaultLocale;
    const outgoing: OutgoingMail = {
      to: owner.email,
      ...ticketReplyMail({ locale, name: owner.firstname ?? owner.username, link: `${appUrl()}/${locale}${path}`, title: ticket.title }),
    };
    return { id: await queueMail(tx, outgoing), outgoing };
  });
  if (mail) dispatchMail(mail.id, mail.outgoing);
  return getTicketDetail(ticket.id, { ownerId: null, side: 'manager' });
}
