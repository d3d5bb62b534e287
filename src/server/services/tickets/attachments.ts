import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Transaction } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { media, ticketMessages, tickets } from '@/server/db/schema';
import { NotFoundError, ValidationError } from '@/server/errors';
import { getStorage, parseRange, privateKey } from '@/server/storage';
import { TICKET_ATTACHMENT_MAX_BYTES } from '@/shared/schemas/tickets';
import { sniffAttachment, type SniffedType } from './sniff';

/** An upload already read from the form; checked before any row is written. */
export type AttachmentUpload = { data: Uint8Array; type: SniffedType; name: string | null };

/** A message's input: the form's fields and the file sent with them, if any. */
export type WithAttachment<T> = T & { attachment: AttachmentUpload | null };

/**
 * The name the sender's device gave the file, fit to show: no folders, no control or bidi
 * characters (a right-to-left override could disguise `gpj.exe` as `exe.jpg`), at most 120 characters.
 */
export function displayFileName(raw: string | null | undefined): string | null {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001F\u007F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '').trim();
  return clean ? clean.slice(0, 120) : null;
}

/** Validates an attachment by content and size (422 on the `attachment` field). */
export async function checkTicketAttachment(data: Uint8Array, fileName: string | null = null): Promise<AttachmentUpload> {
  if (data.byteLength > TICKET_ATTACHMENT_MAX_BYTES) {
    throw ValidationError.field('attachment', 'tickets.validation.attachmentSize', { max: TICKET_ATTACHMENT_MAX_BYTES / 1024 / 1024 });
  }
  const type = sniffAttachment(data);
  if (!type) throw ValidationError.field('attachment', 'tickets.validation.attachmentType');
  if (type.kind === 'image') {
    // The header said image; decoding proves it (a PNG signature on junk is refused).
    const ok = await sharp(data)
      .stats()
      .then(() => true)
      .catch(() => false);
    if (!ok) throw ValidationError.field('attachment', 'tickets.validation.attachmentType');
  }
  return { data, type, name: displayFileName(fileName) };
}

/** Stores a checked attachment privately and records it; returns the media id. */
export async function storeTicketAttachment(tx: Transaction, upload: AttachmentUpload, uploadedBy: string | null): Promise<string> {
  const now = new Date();
  const key = privateKey('tickets', String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'), `${randomUUID()}.${upload.type.ext}`);
  await getStorage().put(key, upload.data);
  const [row] = await tx
    .insert(media)
    .values({ kind: upload.type.kind, path: key, mime: upload.type.mime, size: upload.data.byteLength, uploadedBy, originalName: upload.name })
    .returning({ id: media.id });
  return row!.id;
}

/**
 * The attachment of one message of one ticket, for a guarded download. `ownerId` limits it to
 * the ticket's owner (the user route); staff routes pass null after checking `tickets.view`.
 */
export async function openTicketAttachment({
  ticketId,
  messageId,
  ownerId,
  range: rangeHeader = null,
}: {
  ticketId: string;
  messageId: string;
  ownerId: string | null;
  /** The request's Range header: a large PDF or video is resumed or seeked, not fetched again whole. */
  range?: string | null;
}) {
  const [row] = await getDb()
    .select({ path: media.path, mime: media.mime, size: media.size })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .innerJoin(media, eq(media.id, ticketMessages.attachmentId))
    .where(and(eq(ticketMessages.id, messageId), eq(tickets.id, ticketId), ownerId ? eq(tickets.userId, ownerId) : undefined));
  if (!row) throw new NotFoundError();
  const filename = row.path.split('/').pop()!;
  const range = parseRange(rangeHeader, row.size);
  if (range === 'unsatisfiable') return { ...row, filename, range, stream: null };
  const stream = await getStorage().stream(row.path, range ?? undefined);
  if (!stream) throw new NotFoundError();
  return { ...row, filename, range, stream };
}

/** An attachment opened for download: its stream, type, size and file name. */
export type TicketAttachment = Awaited<ReturnType<typeof openTicketAttachment>>;
