import { and, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { events } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import type { Locale } from '@/i18n/locales';

/** RFC 5545 TEXT: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTC DATE-TIME form: 20260102T030405Z. */
export function icsDateTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1) without splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines start with one space, which counts towards their 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

type IcsEvent = {
  id: string;
  title: string;
  description: string;
  start: Date;
  end: Date;
  place: string | null;
  link: string | null;
  stamp: Date;
};

export function buildIcs(event: IcsEvent, host: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Darvazeh//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@${host}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.place ? [`LOCATION:${escapeIcsText(event.place)}`] : []),
    ...(event.link ? [`URL:${event.link}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** The calendar file of a published event in `locale`. */
export async function eventIcs({ eventId, locale, host }: { eventId: string; locale: Locale; host: string }): Promise<string> {
  const [row] = await getDb()
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.status, 'published')));
  if (!row) throw new NotFoundError();
  const description = locale === 'fa' ? row.descriptionFa : row.descriptionEn;
  return buildIcs(
    {
      id: row.id,
      title: locale === 'fa' ? row.titleFa : row.titleEn,
      description: row.onlineLink && !row.place ? `${description}\n${row.onlineLink}`.trim() : description,
      start: row.startDate,
      end: row.expireDatetime,
      place: row.place,
      link: row.onlineLink,
      stamp: row.updatedAt,
    },
    host,
  );
}
