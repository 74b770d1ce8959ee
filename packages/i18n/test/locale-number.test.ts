import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount, formatCalendarDate, parseLocaleNumber, writeDecimal } from '../src/index.ts';

const ok = (value: string) => ({ ok: true, value });
const refused = (problem: string) => ({ ok: false, problem });

describe('parseLocaleNumber in German', () => {
  it.each([
    ['1500', '1500'],
    ['1.500', '1500'],
    ['1.500,00', '1500.00'],
    ['1.500,5', '1500.5'],
    ['1 500,5', '1500.5'],
    ['1\u00a0500,5', '1500.5'],
    ['1\u202f500', '1500'],
    ['12.345.678,9', '12345678.9'],
    ['0,5', '0.5'],
    ['1,5', '1.5'],
    ['  2.500  ', '2500'],
    ['2.500 €', '2500'],
    ['007', '7'],
    ['-1.250,75', '-1250.75'],
    ['-0', '0'],
  ])('reads %j as %s', (text, value) => {
    expect(parseLocaleNumber('de', text)).toEqual(ok(value));
  });

  it.each([
    ['1.5', 'ambiguous'],
    ['1.50', 'ambiguous'],
    ['1.5000', 'ambiguous'],
    ['1,500.00', 'ambiguous'],
    ['1,5,0', 'ambiguous'],
    ['1.50,5', 'malformed'],
    ['1.500 000', 'malformed'],
    ['1 50', 'malformed'],
    ['1 500.5', 'malformed'],
    [',5', 'malformed'],
    ['5,', 'malformed'],
    ['1e5', 'malformed'],
    ['zwölf', 'malformed'],
    ['--1', 'malformed'],
    ['€', 'empty'],
    ['   ', 'empty'],
  ])('refuses %j as %s', (text, problem) => {
    expect(parseLocaleNumber('de', text)).toEqual(refused(problem));
  });
});

describe('parseLocaleNumber in English', () => {
  it.each([
    ['1500', '1500'],
    ['1,500', '1500'],
    ['1,500.00', '1500.00'],
    ['1 500.5', '1500.5'],
    ['1.5', '1.5'],
    ['1.500', '1.500'],
    ['€1,500.50', '1500.50'],
    ['1,234,567.891', '1234567.891'],
  ])('reads %j as %s', (text, value) => {
    expect(parseLocaleNumber('en', text)).toEqual(ok(value));
  });

  it.each([
    ['1,5', 'ambiguous'],
    ['1,50', 'ambiguous'],
    ['1.500,00', 'ambiguous'],
    ['1,50.5', 'malformed'],
    ['1 500,5', 'malformed'],
    ['twelve', 'malformed'],
  ])('refuses %j as %s', (text, problem) => {
    expect(parseLocaleNumber('en', text)).toEqual(refused(problem));
  });
});

describe('parseLocaleNumber options', () => {
  it('limits decimals and refuses a minus where amounts cannot be negative', () => {
    expect(parseLocaleNumber('de', '1.500,505', { maxFractionDigits: 2 })).toEqual(refused('too-many-decimals'));
    expect(parseLocaleNumber('de', '1.500,50', { maxFractionDigits: 2 })).toEqual(ok('1500.50'));
    expect(parseLocaleNumber('en', '-5', { allowNegative: false })).toEqual(refused('negative'));
    expect(parseLocaleNumber('en', '-5')).toEqual(ok('-5'));
  });

  it('keeps every digit of long numbers (no float in between)', () => {
    expect(parseLocaleNumber('de', '123.456.789.012.345,123456')).toEqual(ok('123456789012345.123456'));
  });
});

describe('writeDecimal', () => {
  it('writes stored decimals the way the parser reads them back', () => {
    expect(writeDecimal('de', '1500.5')).toBe('1.500,5');
    expect(writeDecimal('en', '1500.5')).toBe('1,500.5');
    expect(writeDecimal('de', '-1234567.25')).toBe('-1.234.567,25');
    expect(writeDecimal('de', '999')).toBe('999');
    expect(writeDecimal('de', 'n/a')).toBe('n/a');
    for (const locale of ['de', 'en'] as const) {
      for (const stored of ['0.5', '1500', '1500.50', '123456789012345.123456']) {
        expect(parseLocaleNumber(locale, writeDecimal(locale, stored))).toEqual(ok(stored));
      }
    }
  });
});

// Intl output may use (narrow) no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('formatAmount', () => {
  it('writes amounts in full, never compact', () => {
    expect(formatAmount('de', 2500)).toBe('2.500');
    expect(formatAmount('de', 1500.5)).toBe('1.500,50');
    expect(formatAmount('de', 1234567.89)).toBe('1.234.567,89');
    expect(formatAmount('en', 2500)).toBe('2,500');
    expect(formatAmount('en', 1500.5)).toBe('1,500.50');
    expect(plain(formatAmount('de', 0))).toBe('0');
  });
});

describe('formatCalendarDate', () => {
  const originalTimeZone = process.env.TZ;
  afterEach(() => {
    if (originalTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalTimeZone;
  });

  it('writes the day itself in both languages', () => {
    expect(formatCalendarDate('de', '2027-03-15')).toBe('15.03.2027');
    expect(formatCalendarDate('en', '2027-03-15')).toBe('Mar 15, 2027');
    expect(formatCalendarDate('de', '2027-05-31', 'long')).toBe('31. Mai 2027');
    expect(formatCalendarDate('de', '2028-02-29')).toBe('29.02.2028');
  });

  it('is the same day in every time zone', () => {
    for (const timeZone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Berlin']) {
      process.env.TZ = timeZone;
      expect(formatCalendarDate('de', '2027-03-15')).toBe('15.03.2027');
      expect(formatCalendarDate('de', '2027-01-01')).toBe('01.01.2027');
    }
  });

  it('returns text that is not a calendar date unchanged', () => {
    expect(formatCalendarDate('de', '15.03.2027')).toBe('15.03.2027');
    expect(formatCalendarDate('de', '')).toBe('');
  });
});
