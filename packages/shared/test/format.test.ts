// Proves amounts and dates read as each language writes them (issue 12): grouping and decimal mark
// from Intl, every digit of the decimal string kept (no float on the way), New York time with its zone.
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatAmountTrimmed,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatLogTime,
  formatPercent,
  formatRate,
  formatTimeOfDay,
} from '../src/format.ts';
import { LANGUAGE_LOCALES } from '../src/languages.ts';

// 2026-11-21 13:46:37 UTC is 08:46:37 in New York (EST, UTC-5); 2026-07-04 16:00:00 UTC is 12:00:00 (EDT).
const WINTER_MS = Date.UTC(2026, 10, 21, 13, 46, 37);
const SUMMER_MS = Date.UTC(2026, 6, 4, 16, 0, 0);

describe('amounts per language', () => {
  it('groups thousands and marks decimals as the language does', () => {
    expect(formatAmount('1234567.891', 2, LANGUAGE_LOCALES.en)).toBe('1,234,567.89');
    expect(formatAmount('1234567.891', 2, LANGUAGE_LOCALES.de)).toBe('1.234.567,89');
    expect(formatAmount('1234567.891', 2, LANGUAGE_LOCALES.fra)).toBe('1\u202f234\u202f567,89');
    expect(formatAmount('1234567.891', 2, LANGUAGE_LOCALES.sv)).toBe('1\u00a0234\u00a0567,89');
    expect(formatAmount('1234567.891', 2, LANGUAGE_LOCALES.zh)).toBe('1,234,567.89');
    expect(formatAmount('-0.004', 2, LANGUAGE_LOCALES.de)).toBe('0,00');
    expect(formatAmount('-12.5', 2, LANGUAGE_LOCALES.it)).toBe('-12,50');
  });

  it('keeps every digit of amounts past what a float holds', () => {
    expect(formatAmount('92233720368.54775807', 8, LANGUAGE_LOCALES.en)).toBe('92,233,720,368.54775807');
    expect(formatDecimal('90071992547409.93', 2, LANGUAGE_LOCALES.de)).toBe('90.071.992.547.409,93');
  });

  it('shows a decimal as written with at least the minimum digits', () => {
    expect(formatDecimal('0.00123', 2, LANGUAGE_LOCALES.en)).toBe('0.00123');
    expect(formatDecimal('68000.5', 2, LANGUAGE_LOCALES.en)).toBe('68,000.50');
    expect(formatPercent('-0.5', LANGUAGE_LOCALES.de)).toBe('-0,50%');
    // A rate in prose puts the sign where the language does.
    expect(formatRate('0.1', 4, 0, 'en-US')).toBe('0.1%');
    expect(formatRate('0.10', 4, 0, LANGUAGE_LOCALES.de)).toBe('0,1\u00a0%');
    expect(formatRate('65', 2, 2, LANGUAGE_LOCALES.fra)).toMatch(/^65,00\s%$/);
    expect(formatRate('0.05', 4, 0, LANGUAGE_LOCALES.zh)).toBe('0.05%');
  });
});

describe('dates in New York time', () => {
  it('names the zone, winter and summer', () => {
    expect(formatDateTime(WINTER_MS, LANGUAGE_LOCALES.en)).toBe('11/21/2026 08:46:37 EST');
    expect(formatDateTime(SUMMER_MS, LANGUAGE_LOCALES.en)).toBe('07/04/2026 12:00:00 EDT');
    expect(formatDateTime(WINTER_MS, LANGUAGE_LOCALES.de)).toBe('21.11.2026 08:46:37 GMT-5');
  });

  it('writes the day in the language order, the Gregorian year in Thai, and 24-hour times', () => {
    expect(formatDate(WINTER_MS, LANGUAGE_LOCALES.zh)).toBe('2026/11/21');
    expect(formatDate(WINTER_MS, LANGUAGE_LOCALES.th)).toBe('21/11/2026');
    expect(formatTimeOfDay(WINTER_MS, true, LANGUAGE_LOCALES.kor)).toBe('08:46:37');
    expect(formatTimeOfDay(Date.UTC(2026, 10, 21, 20, 5, 0), false, LANGUAGE_LOCALES.en)).toBe('15:05');
  });

  it('stamps logs sortably', () => {
    expect(formatLogTime(WINTER_MS)).toBe('2026-11-21 08:46:37');
  });
});

describe('trimmed amounts', () => {
  it('drops trailing zeros but keeps two decimals, in the language', () => {
    expect(formatAmountTrimmed('5', 8, 2, LANGUAGE_LOCALES.de)).toBe('5,00');
    expect(formatAmountTrimmed('1234.5', 8, 2, LANGUAGE_LOCALES.en)).toBe('1,234.50');
    expect(formatAmountTrimmed('0.00012', 8, 2, LANGUAGE_LOCALES.fra)).toBe('0,00012');
    expect(formatAmountTrimmed('1.0842137', 6, 2, LANGUAGE_LOCALES.en)).toBe('1.084214');
  });
});
