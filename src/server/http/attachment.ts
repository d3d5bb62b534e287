import type { TicketAttachment } from '@/server/services/tickets';

/** The download answer: private, never cached by shared caches, never sniffed by the browser. */
export function attachmentResponse(file: TicketAttachment): Response {
  return new Response(file.stream, {
    headers: {
      'Content-Type': file.mime,
      'Content-Length': String(file.size),
      'Content-Disposition': `${file.mime === 'application/pdf' ? 'attachment' : 'inline'}; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
