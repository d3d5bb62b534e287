import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { attributesSchema } from '@/shared/schemas/content-attributes';
import { eventCreateSchema, eventFormSchema, eventUpdateSchema } from '@/shared/schemas/events';
import { termWriteSchema } from '@/shared/schemas/manager-content';
import { paginationQuery } from '@/shared/schemas/pagination';
import { digitsString, email, isMobile, mobile, modelDate, modelDateTime, modelTime, normalizeMobile, numeric, wholeNumberText } from '@/shared/schemas/primitives';
import { guideFormSchema, guideUpdateSchema } from '@/shared/schemas/where-to-start';
import { localizeIssues } from '@/shared/validation/localize';

describe('digitsString', () => {
  it('turns Persian and Arabic digits Latin and trims, before later checks run', () => {
    expect(digitsString.parse('  ۰۱۲٣ ')).toBe('0123');
    const nationalCode = digitsString.regex(/^\d{10}$/, 'validation.string.pattern');
    expect(nationalCode.parse(' ۰۰۱۲۳۴۵۶۷۸ ')).toBe('0012345678');
    expect(nationalCode.safeParse('۰۰۱۲').success).toBe(false);
  });
});

describe('numeric', () => {
  const capacity = numeric(z.number().int().min(1));

  it('reads a number typed in Persian, Arabic or Latin digits, separators included', () => {
    expect(capacity.parse('۵')).toBe(5);
    expect(capacity.parse('٥')).toBe(5);
    expect(capacity.parse(' 5 ')).toBe(5);
    expect(capacity.parse(5)).toBe(5);
    expect(capacity.parse('۱٬۲۰۰')).toBe(1200);
    expect(capacity.parse('1,200')).toBe(1200);
    expect(numeric(z.number()).parse('۲٫۵')).toBe(2.5);
  });

  it('still refuses what is not a number, in the reader\'s language', () => {
    const result = z.object({ capacity }).safeParse({ capacity: 'پنج' });
    expect(localizeIssues(result.error!.issues, 'fa').errors.capacity).toEqual(['ظرفیت باید عدد باشد.']);
    expect(capacity.safeParse('۲٫۵').success).toBe(false);
    expect(capacity.safeParse('۰').success).toBe(false);
  });
});

describe('numeric fields of the shared schemas', () => {
  const event = {
    title_fa: 'دورهمی',
    title_en: 'Meetup',
    start_date: '2030-01-01T10:00:00Z',
    expire_datetime: '2030-01-01T12:00:00Z',
  };

  it('accept an event capacity in Persian digits, in the form and in the API body', () => {
    expect(eventFormSchema.shape.capacity.parse('۵')).toBe('5');
    expect(eventFormSchema.shape.capacity.parse('')).toBe('');
    expect(eventCreateSchema.parse({ ...event, capacity: '۵' }).capacity).toBe(5);
    expect(eventUpdateSchema.parse({ capacity: '۱۲' }).capacity).toBe(12);
    expect(eventCreateSchema.parse({ ...event, capacity: null }).capacity).toBeNull();
  });

  it('accept positions, pages and type attributes in Persian digits', () => {
    expect(guideFormSchema.shape.position.parse('۳')).toBe('3');
    expect(guideUpdateSchema.parse({ position: '۳' }).position).toBe(3);
    expect(termWriteSchema.parse({ position: '۷', translations: { fa: { name: 'بیت‌کوین' } } }).position).toBe(7);
    expect(paginationQuery.parse({ page: '۲', per_page: '٢٠' })).toEqual({ page: 2, per_page: 20 });
    expect(attributesSchema('books').parse({ author: 'ناکاموتو', pages: '۳۲۰', year: '۲۰۰۹' })).toMatchObject({ pages: 320, year: 2009 });
  });

  it('wholeNumberText refuses a fraction or a word', () => {
    expect(wholeNumberText.safeParse('۲٫۵').success).toBe(false);
    expect(wholeNumberText.safeParse('five').success).toBe(false);
  });
});

describe('model format schemas', () => {
  it('accept valid values, with Persian digits normalised', () => {
    expect(modelDate.parse('2024-02-29')).toBe('2024-02-29');
    expect(modelDate.parse('۲۰۲۵-۰۳-۲۱')).toBe('2025-03-21');
    expect(modelDateTime.parse('2025-03-21 23:59')).toBe('2025-03-21 23:59');
    expect(modelTime.parse(' ۰۸:۰۵ ')).toBe('08:05');
  });

  it('reject impossible values with a localized message', () => {
    expect(modelDate.safeParse('2024-02-30').success).toBe(false);
    expect(modelDateTime.safeParse('2025-03-21 24:00').success).toBe(false);
    expect(modelTime.safeParse('24:00').success).toBe(false);
    const result = z.object({ start_date: modelDate, prefer_time: modelTime }).safeParse({ start_date: '2024-02-30', prefer_time: '25:00' });
    expect(localizeIssues(result.error!.issues, 'fa').errors).toEqual({
      start_date: ['تاریخ شروع باید تاریخ معتبری باشد.'],
      prefer_time: ['ساعت دلخواه باید ساعتی معتبر از ۰۰:۰۰ تا ۲۳:۵۹ باشد.'],
    });
  });
});

describe('email', () => {
  it('trims and lowercases, and rejects invalid addresses', () => {
    expect(email.parse('  Ali@Example.COM ')).toBe('ali@example.com');
    const result = z.object({ email }).safeParse({ email: 'not-an-email' });
    expect(localizeIssues(result.error!.issues, 'en').errors.email).toEqual(['Email must be a valid email address.']);
  });
});

describe('mobile', () => {
  it('normalises Iranian numbers to 09xxxxxxxxx from any form and any digits', () => {
    expect(mobile.parse('09123456789')).toBe('09123456789');
    expect(mobile.parse('۰۹۱۲ ۳۴۵ ۶۷۸۹')).toBe('09123456789');
    expect(mobile.parse('+98 912 345 6789')).toBe('09123456789');
    expect(mobile.parse('00989123456789')).toBe('09123456789');
    expect(mobile.parse('٠٩١٢٣٤٥٦٧٨٩')).toBe('09123456789');
    expect(normalizeMobile('989123456789')).toBe('09123456789');
  });

  it('accepts international E.164 numbers', () => {
    expect(mobile.parse('+44 7911 123456')).toBe('+447911123456');
    expect(mobile.parse('0049-151-23456789')).toBe('+4915123456789');
    expect(isMobile('+1 (415) 555-2671')).toBe(true);
  });

  it('rejects landlines, short numbers and junk', () => {
    for (const bad of ['02112345678', '0912345678', '091234567890', '+982112345678', '+0123456789', '12345', 'abc', '']) {
      expect(mobile.safeParse(bad).success, bad).toBe(false);
    }
    const result = z.object({ mobile }).safeParse({ mobile: '123' });
    expect(localizeIssues(result.error!.issues, 'fa').errors.mobile).toEqual(['شماره موبایل باید یک شماره موبایل معتبر باشد.']);
  });
});
