export { checkTicketAttachment, openTicketAttachment, type TicketAttachment } from './attachments';
export { createTicket } from './create-ticket';
export { replyAsUser } from './reply-as-user';
export { replyAsStaff } from './reply-as-staff';
export { closeTicket } from './close-ticket';
export { updateTicketAsStaff } from './update-ticket-as-staff';
export { countTickets, getTicketDetail, listAssignableManagers, listManagerTickets, listUserTickets } from './read';
export { sniffAttachment } from './sniff';
