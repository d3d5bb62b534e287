import type { TicketDetailView } from '@/shared/schemas/tickets';

/** The columns a status change writes: `closed_at` follows the status, for the statistics. */
export function statusChange(status: TicketDetailView['status']) {
  return { status, closedAt: status === 'closed' ? new Date() : null };
}
