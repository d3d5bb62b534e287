import { describe, expect, it } from 'vitest';
import { formatNumber, localizeDigits } from '@/shared/format/number';

describe('formatNumber', () => {
  it('writes Persian digits with the Persian group and decimal separators in fa', () => {
    expect(formatNumber(6_388_750_000, 'fa')).toBe('۶٬۳۸۸٬۷۵۰٬۰۰۰');
    expect(formatNumber(90_601, 'fa')).toBe('۹۰٬۶۰۱');
    expect(formatNumber(10.5, 'fa')).toBe('۱۰٫۵');
    expect(formatNumber(1234567, 'fa')).not.toContain(',');
  });

  it('writes Latin digits with commas in en', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(10.5, 'en')).toBe('10.5');
  });

  it('leaves years ungrouped when asked', () => {
    expect(formatNumber(2009, 'fa', { useGrouping: false })).toBe('۲۰۰۹');
    expect(formatNumber(2009, 'en', { useGrouping: false })).toBe('2009');
  });
});

describe('localizeDigits', () => {
  it('puts free Persian text in Persian digits and separators', () => {
    expect(localizeDigits('در سال 2009', 'fa')).toBe('در سال ۲۰۰۹');
    expect(localizeDigits('90,601 قطعه', 'fa')).toBe('۹۰٬۶۰۱ قطعه');
    expect(localizeDigits('حدود 10.5 میلیارد.', 'fa')).toBe('حدود ۱۰٫۵ میلیارد.');
    expect(localizeDigits('2020', 'fa')).toBe('۲۰۲۰');
  });

  it('keeps Latin fragments and English text as written', () => {
    expect(localizeDigits('ERC-20', 'fa')).toBe('ERC-20');
    expect(localizeDigits('Web3 wallets', 'fa')).toBe('Web3 wallets');
    expect(localizeDigits('90,601 parcels', 'en')).toBe('90,601 parcels');
  });
});
