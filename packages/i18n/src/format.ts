import type { Locale } from './locale.ts';

// Intl constructors are comparatively expensive; lists and tables call these formatters thousands of times.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.DisplayNames>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.DisplayNames>(
  key: string,
  create: () => T,
): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

/**
 * Compact number for counts such as followers: 1.2K / 1.2M (en), 1,2 Tsd. / 1,2 Mio. (de).
 * German compact notation in Intl has no thousands step: a column would read "1234", "12.345" and "1,2 Mio." side
 * by side. Thousands get "Tsd." here, so every value of a column is written the same way.
 */
export function formatNumber(locale: Locale, value: number): string {
  const magnitude = Math.abs(value);
  if (locale === 'de' && Math.round(magnitude * 10) / 10 >= 1e3 && magnitude < 1e6) {
    // 999,950 rounds to 1.000 Tsd.; Intl writes the next step, 1 Mio.
    if (Math.round(magnitude / 100) / 10 < 1e3) {
      return `${cached('decimal1:de', () => new Intl.NumberFormat('de', { maximumFractionDigits: 1 })).format(value / 1e3)}\u00a0Tsd.`;
    }
    value = Math.sign(value) * 1e6;
  }
  return cached(`compact:${locale}`, () => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })).format(value);
}

/** Full number with grouping: 1,234,567 (en), 1.234.567 (de). */
export function formatInteger(locale: Locale, value: number): string {
  return cached(`integer:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(value);
}

/**
 * An amount of money in full, never compact: 2.500 and 1.500,50 (de), 2,500 and 1,500.50 (en). Whole amounts show no
 * decimals, others always two; the currency sign is the catalogue's (Campaigns.budget-amount), so it stays translatable.
 */
export function formatAmount(locale: Locale, value: number): string {
  const isWhole = Math.round(value * 100) % 100 === 0;
  return cached(
    `amount:${isWhole ? 0 : 2}:${locale}`,
    () => new Intl.NumberFormat(locale, isWhole ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(value);
}

/** Below this (1 %) a percentage keeps two significant digits instead of one decimal. */
export const SMALL_PERCENT_RATIO = 0.01;

/**
 * A ratio (0.034) as a percentage: 3.4% (en), 3,4 % (de). A non-zero ratio below 1 % keeps two significant digits
 * (0.000289 is 0.029%): one decimal would write it as "0%", which reads as "no engagement at all".
 */
export function formatPercent(locale: Locale, ratio: number): string {
  if (ratio !== 0 && Math.abs(ratio) < SMALL_PERCENT_RATIO) {
    return cached(`percent-small:${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumSignificantDigits: 2 })).format(
      ratio,
    );
  }
  return cached(`percent:${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })).format(ratio);
}

export type DateStyle = 'short' | 'medium' | 'long';

/** A calendar date from epoch milliseconds: Jan 5, 2025 (en), 05.01.2025 (de). */
export function formatDate(locale: Locale, epochMillis: number, style: DateStyle = 'medium'): string {
  return cached(`date:${style}:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: style })).format(epochMillis);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date written YYYY-MM-DD (a campaign's first or last day, a CRM date): 15.03.2027 (de), Mar 15, 2027 (en).
 * Read and written in UTC, so the day is the same in every time zone: formatDate would read local midnight of the
 * 15th as the 14th in a browser west of UTC (issue 39). Text that is not such a date is returned as it is.
 */
export function formatCalendarDate(locale: Locale, date: string, style: DateStyle = 'medium'): string {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return date;
  const epochMillis = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return cached(`calendar-date:${style}:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' })).format(
    epochMillis,
  );
}

export type DateRangePrecision = 'day' | 'month';

/**
 * A span of calendar days (read in UTC, as days are stored) at day or month precision: "Jan 17 – Feb 15, 2026" or
 * "Jun – Dec 2022" (en), "17.01. – 15.02.2026" or "Juni–Dez. 2022" (de); one date when both ends fall together.
 */
export function formatDateRange(locale: Locale, fromMillis: number, toMillis: number, precision: DateRangePrecision = 'day'): string {
  const formatter = cached(
    `range:${precision}:${locale}`,
    () =>
      new Intl.DateTimeFormat(
        locale,
        precision === 'day' ? { dateStyle: 'medium', timeZone: 'UTC' } : { month: 'short', year: 'numeric', timeZone: 'UTC' },
      ),
  ) as Intl.DateTimeFormat;
  return formatter.formatRange(Math.min(fromMillis, toMillis), Math.max(fromMillis, toMillis));
}

/** Date and time from epoch milliseconds. */
export function formatDateTime(locale: Locale, epochMillis: number): string {
  return cached(`datetime:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })).format(
    epochMillis,
  );
}

const RELATIVE_STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.34524],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** Time relative to `now`: "3 hours ago", "in 2 days", "yesterday" (en); "vor 3 Stunden", "gestern" (de). */
export function formatRelative(locale: Locale, epochMillis: number, now: number = Date.now()): string {
  const formatter = cached(`relative:${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  let amount = (epochMillis - now) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return formatter.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatter.format(Math.round(amount), 'year');
}

/** A country name from an ISO 3166 alpha-2 code; the code itself when unknown. */
export function formatCountry(locale: Locale, code: string): string {
  try {
    return cached(`region:${locale}`, () => new Intl.DisplayNames([locale], { type: 'region' })).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A language name from an ISO 639 code; the code itself when unknown. */
export function formatLanguage(locale: Locale, code: string): string {
  try {
    return cached(`language:${locale}`, () => new Intl.DisplayNames([locale], { type: 'language' })).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A countdown as m:ss, or h:mm:ss from one hour on; never negative. */
export function formatCountdown(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
  return `${String(minutes).padStart(2, '0')}:${ss}`;
}
