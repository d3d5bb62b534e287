import type { TicketAttachment } from '@/server/services/tickets';
import { BODY_LENGTH_HEADER } from './body-length';

/**
 * The download answer: private, never cached by shared caches, never sniffed by the browser; a
 * byte range when one was asked for (206), 416 for a range past the end.
 */
export function attachmentResponse(file: TicketAttachment): Response {
  const headers: Record<string, string> = {
    'Content-Type': file.mime,
    'Accept-Ranges': 'bytes',
    'Content-Disposition': `${file.mime === 'application/pdf' ? 'attachment' : 'inline'}; filename="${file.filename}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  if (file.range === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${file.size}` } });
  const length = file.range ? file.range.end - file.range.start + 1 : file.size;
  headers['Content-Length'] = headers[BODY_LENGTH_HEADER] = String(length);
  if (!file.range) return new Response(file.stream, { headers });
  headers['Content-Range'] = `bytes ${file.range.start}-${file.range.end}/${file.size}`;
  return new Response(file.stream, { status: 206, headers });
}
