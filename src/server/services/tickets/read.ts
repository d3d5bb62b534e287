import { and, asc, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/server/db/client';
import { media, ticketMessages, tickets, users } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { notificationTicketContracts } from '@/shared/api/contracts/notifications-tickets';
import { apiPath } from '@/shared/api/path';
import { offsetOf, paginationMetaOf, type PaginationMeta } from '@/shared/schemas/pagination';
import type { ManagerTicketsQuery, TicketDetailView, TicketMessageView, TicketView, UserTicketsQuery } from '@/shared/schemas/tickets';
import { displayName, personOrNull } from '../notifications/names';

/** Each side downloads through its own endpoint, guarded by its own access. */
const attachmentContracts = {
  user: notificationTicketContracts.downloadTicketAttachment,
  manager: notificationTicketContracts.downloadTicketAttachmentAsStaff,
};

const owner = alias(users, 'owner');
const assignee = alias(users, 'assignee');

function ticketQuery() {
  return getDb()
    .select({
      ticket: tickets,
      ownerName: displayName(owner),
      ownerEmail: owner.email,
      assigneeName: displayName(assignee),
    })
    .from(tickets)
    .innerJoin(owner, eq(owner.id, tickets.userId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId));
}

type Row = Awaited<ReturnType<typeof ticketQuery>>[number];

function toView({ ticket, ownerName, ownerEmail, assigneeName }: Row): TicketView {
  return {
    id: ticket.id,
    title: ticket.title,
    priority: ticket.priority,
    department: ticket.department,
    status: ticket.status,
    user: { id: ticket.userId, name: ownerName, email: ownerEmail },
    assignee: personOrNull(ticket.assigneeId, assigneeName),
    last_message_at: ticket.lastMessageAt.toISOString(),
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
  };
}

async function listWhere(where: SQL | undefined, page: UserTicketsQuery): Promise<{ data: TicketView[]; meta: PaginationMeta }> {
  const [rows, [total]] = await Promise.all([
    ticketQuery().where(where).orderBy(desc(tickets.lastMessageAt), desc(tickets.id)).limit(page.per_page).offset(offsetOf(page)),
    getDb().select({ total: count() }).from(tickets).where(where),
  ]);
  return { data: rows.map(toView), meta: paginationMetaOf(page, total?.total ?? 0) };
}

/** The user's own tickets, latest activity first, optionally of one status. */
export function listUserTickets(userId: string, query: UserTicketsQuery) {
  return listWhere(and(eq(tickets.userId, userId), query.status ? eq(tickets.status, query.status) : undefined), query);
}

/** The staff queue, filtered by status, priority and assignee (`none`: nobody took it yet). */
export function listManagerTickets(query: ManagerTicketsQuery) {
  const assigneeFilter = query.assignee === 'none' ? isNull(tickets.assigneeId) : query.assignee ? eq(tickets.assigneeId, query.assignee) : undefined;
  return listWhere(
    and(
      query.status ? eq(tickets.status, query.status) : undefined,
      query.priority ? eq(tickets.priority, query.priority) : undefined,
      assigneeFilter,
    ),
    query,
  );
}

/** A ticket row when it exists and, with `ownerId`, belongs to that user; otherwise a 404. */
export async function findTicket(id: string, ownerId: string | null) {
  const [row] = await getDb()
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), ownerId ? eq(tickets.userId, ownerId) : undefined));
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * A ticket with its thread, oldest message first. Attachment addresses point at the guarded
 * route of the caller's side (`user` or `manager`).
 */
export async function getTicketDetail(id: string, { ownerId, side }: { ownerId: string | null; side: 'user' | 'manager' }): Promise<TicketDetailView> {
  const [row] = await ticketQuery().where(and(eq(tickets.id, id), ownerId ? eq(tickets.userId, ownerId) : undefined));
  if (!row) throw new NotFoundError();
  const author = alias(users, 'author');
  const messages = await getDb()
    .select({
      message: ticketMessages,
      authorName: displayName(author),
      mime: media.mime,
      size: media.size,
      fileName: media.originalName,
    })
    .from(ticketMessages)
    .leftJoin(author, eq(author.id, ticketMessages.authorId))
    .leftJoin(media, eq(media.id, ticketMessages.attachmentId))
    .where(eq(ticketMessages.ticketId, id))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  return {
    ...toView(row),
    messages: messages.map(({ message, authorName, mime, size, fileName }): TicketMessageView => ({
      id: message.id,
      is_staff: message.isStaff,
      author: personOrNull(message.authorId, authorName),
      body: message.body,
      attachment:
        message.attachmentId && mime && size !== null
          ? { mime, size, name: fileName, url: apiPath(attachmentContracts[side], { params: { id, messageId: message.id } }) }
          : null,
      created_at: message.createdAt.toISOString(),
    })),
  };
}

/** Managers a ticket can be assigned to, by name. */
export async function listAssignableManagers(): Promise<{ id: string; name: string }[]> {
  const rows = await getDb()
    .select({ id: users.id, name: displayName(users) })
    .from(users)
    .where(and(or(eq(users.isManager, true), eq(users.isSuperManager, true)), eq(users.isBlocked, false)))
    .orderBy(asc(users.username));
  return rows;
}

/**
 * How many tickets are in one of `statuses`: a user's own (their dashboard counts open and
 * answered ones), or every user's (the manager dashboard counts those waiting for staff).
 */
export async function countTickets({ userId, statuses }: { userId?: string; statuses: TicketView['status'][] }): Promise<number> {
  const [row] = await getDb()
    .select({ total: count() })
    .from(tickets)
    .where(and(inArray(tickets.status, statuses), userId ? eq(tickets.userId, userId) : undefined));
  return row?.total ?? 0;
}
