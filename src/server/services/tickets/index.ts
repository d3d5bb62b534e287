export { checkTicketAttachment, openTicketAttachment, PRIVATE_PREFIX, type TicketAttachment } from './attachments';
export { createTicket, type TicketActor } from './create';
export { replyAsStaff, replyAsUser } from './reply';
export { closeTicket, updateTicketAsStaff } from './update';
export { countTickets, getTicketDetail, listAssignableManagers, listManagerTickets, listUserTickets } from './read';
export { sniffAttachment } from './sniff';
