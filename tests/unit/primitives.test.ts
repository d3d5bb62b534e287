import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { digitsString, email, isMobile, mobile, modelDate, modelDateTime, modelTime, normalizeMobile } from '@/shared/schemas/primitives';
import { localizeIssues } from '@/shared/validation/localize';

describe('digitsString', () => {
  it('turns Persian and Arabic digits Latin and trims, before later checks run', () => {
    expect(digitsString.parse('  ۰۱۲٣ ')).toBe('0123');
    const nationalCode = digitsString.regex(/^\d{10}$/, 'validation.string.pattern');
    expect(nationalCode.parse(' ۰۰۱۲۳۴۵۶۷۸ ')).toBe('0012345678');
    expect(nationalCode.safeParse('۰۰۱۲').success).toBe(false);
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
