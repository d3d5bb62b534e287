import { eq } from 'drizzle-orm';
import { appUrl } from '@/env';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { translate } from '@/i18n/messages';
import { getDb } from '@/server/db/client';
import { tickets, users } from '@/server/db/schema';
import { dispatchMail, queueMail, type OutgoingMail } from '@/server/mail/send';
import { ticketReplyMail } from '@/server/mail/templates';
import type { TicketDetailView, TicketReplyInput } from '@/shared/schemas/tickets';
import { recordWrite } from '../activity/record-activity';
import type { WriteContext } from '../context';
import { notifyUsers } from '../notifications';
import type { WithAttachment } from './attachments';
import { addMessage, assertOpen } from './messages';
import { findTicket, getTicketDetail } from './read';
import { statusChange } from './status';
import { transaction } from '@/server/db/unit-of-work';

/**
 * Staff answer ticket `id`: it becomes `answered`, its owner gets a notification linking to it and,
 * when their preference allows, an e-mail in their language. All in one transaction; the mail
 * leaves after commit.
 */
export async function replyAsStaff({
  id,
  input,
  by,
}: {
  id: string;
  input: WithAttachment<TicketReplyInput>;
  by: WriteContext;
}): Promise<TicketDetailView> {
  const ticket = await findTicket(id, null);
  assertOpen(ticket);
  const [owner] = await getDb().select().from(users).where(eq(users.id, ticket.userId));
  const path = `/user/panel/tickets/${ticket.id}/detail`;
  const mail = await transaction(getDb(), async (tx) => {
    await addMessage(tx, ticket, { authorId: by.actor.id, isStaff: true, body: input.text, attachment: input.attachment });
    await tx.update(tickets).set({ ...statusChange('answered'), lastMessageAt: new Date() }).where(eq(tickets.id, ticket.id));
    const both = (key: string) => ({ fa: translate('fa', key, { title: ticket.title }), en: translate('en', key, { title: ticket.title }) });
    await notifyUsers(tx, [ticket.userId], { title: both('tickets.notification.title'), text: both('tickets.notification.text'), link: path, createdBy: by.actor.id });
    await recordWrite(tx, by, 'tickets.reply', ticket.id, { staff: true });
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
