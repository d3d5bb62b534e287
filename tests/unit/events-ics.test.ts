import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsDateTime } from '@/server/services/events/ics';

describe('iCalendar helpers (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and line breaks in TEXT values', () => {
    expect(escapeIcsText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('writes UTC date-times without separators or milliseconds', () => {
    expect(icsDateTime(new Date('2026-03-04T05:06:07.890Z'))).toBe('20260304T050607Z');
  });

  it('folds at 75 octets without splitting a Persian character, and unfolds to the original', () => {
    const line = `SUMMARY:${'کارگاه کیف پول و زمین در متاورس '.repeat(6)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(parts.join('')).not.toContain('\uFFFD');
  });

  it('builds one VEVENT with a URL and no LOCATION for an online event', () => {
    const text = buildIcs(
      {
        id: 'abc',
        title: 'Online',
        description: '',
        start: new Date('2026-01-01T10:00:00Z'),
        end: new Date('2026-01-01T11:00:00Z'),
        place: null,
        link: 'https://meet.example.com/x',
        stamp: new Date('2025-12-01T00:00:00Z'),
      },
      'example.com',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.trimEnd().split('\r\n');
    expect([lines[0], lines.at(-1)]).toEqual(['BEGIN:VCALENDAR', 'END:VCALENDAR']);
    expect(lines).toContain('VERSION:2.0');
    const begin = lines.indexOf('BEGIN:VEVENT');
    expect(lines.lastIndexOf('BEGIN:VEVENT')).toBe(begin);
    const properties = lines.slice(begin + 1, lines.indexOf('END:VEVENT')).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)];
    });
    const event = Object.fromEntries(properties);
    expect(Object.keys(event), 'no property twice').toHaveLength(properties.length);
    expect(event).toEqual({
      UID: 'abc@example.com',
      DTSTAMP: '20251201T000000Z',
      DTSTART: '20260101T100000Z',
      DTEND: '20260101T110000Z',
      SUMMARY: 'Online',
      DESCRIPTION: '',
      URL: 'https://meet.example.com/x',
    });
  });
});
