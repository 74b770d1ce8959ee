import type { Locale } from './locale.ts';

/*
 * Numbers and dates written out by hand, for the public site's pages. They give the same text as the Intl formatters
 * in format.ts (test/written-format.test.ts compares them), without Intl: a browser's first Intl.NumberFormat loads
 * locale data for 35-100 ms on a phone-class CPU, one task that blocks input while a server-rendered page hydrates.
 * Writing them by hand also keeps the server's text and the browser's identical whatever ICU version either has.
 */

const NBSP = '\u00a0';

function marks(locale: Locale): { group: string; decimal: string } {
  return locale === 'de' ? { group: '.', decimal: ',' } : { group: ',', decimal: '.' };
}

/** Digits grouped in threes; German leaves four-digit numbers ungrouped in compact notation (minimum grouping 2). */
function grouped(digits: string, separator: string, minimumGroupingDigits: number): string {
  if (digits.length < 3 + minimumGroupingDigits) return digits;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Rounds half away from zero, as Intl does, and drops trailing zeros of the fraction. */
function decimal(value: number, fractionDigits: number, locale: Locale, minimumGroupingDigits = 1): string {
  const factor = 10 ** fractionDigits;
  // toPrecision first: 0.0425 * 1000 is 42.49999…, Intl reads the shortest decimal form (42.5) and rounds that up.
  const rounded = Math.round(Number((Math.abs(value) * factor).toPrecision(15)));
  const whole = Math.floor(rounded / factor).toString();
  const fraction = fractionDigits > 0 ? (rounded % factor).toString().padStart(fractionDigits, '0').replace(/0+$/, '') : '';
  // Intl keeps the sign of a negative value that rounds to zero (-0).
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const { group, decimal: decimalMark } = marks(locale);
  return `${sign}${grouped(whole, group, minimumGroupingDigits)}${fraction ? decimalMark + fraction : ''}`;
}

const COMPACT_UNITS: Record<Locale, { size: number; suffix: string }[]> = {
  en: [
    { size: 1e12, suffix: 'T' },
    { size: 1e9, suffix: 'B' },
    { size: 1e6, suffix: 'M' },
    { size: 1e3, suffix: 'K' },
  ],
  de: [
    { size: 1e12, suffix: `${NBSP}Bio.` },
    { size: 1e9, suffix: `${NBSP}Mrd.` },
    { size: 1e6, suffix: `${NBSP}Mio.` },
    // Intl has no German thousands step; format.ts adds "Tsd." so a column never mixes 1234, 12.345 and 1,2 Mio.
    { size: 1e3, suffix: `${NBSP}Tsd.` },
  ],
};

/** Compact number for counts such as followers: 1.2M (en), 1,2 Mio. (de), like formatNumber. */
export function writeCompact(locale: Locale, value: number): string {
  const units = COMPACT_UNITS[locale];
  const magnitude = Math.abs(value);
  for (let index = 0; index < units.length; index += 1) {
    const unit = units[index]!;
    if (magnitude < unit.size) continue;
    // 999,950 rounds to 1000.0K, which Intl writes as 1M: move up when rounding reaches the next unit.
    const larger = units[index - 1];
    if (larger && Math.round((magnitude / unit.size) * 10) / 10 >= 1000) return decimal(value / larger.size, 1, locale) + larger.suffix;
    return decimal(value / unit.size, 1, locale) + unit.suffix;
  }
  const smallest = units[units.length - 1]!;
  if (Math.round(magnitude * 10) / 10 >= smallest.size) return decimal(value / smallest.size, 1, locale) + smallest.suffix;
  return decimal(value, 1, locale, locale === 'de' ? 2 : 1);
}

/** Full number with grouping: 1,234,567 (en), 1.234.567 (de), like formatInteger. */
export function writeInteger(locale: Locale, value: number): string {
  return decimal(value, 0, locale);
}

/** A ratio (0.034) as a percentage: 3.4% (en), 3,4 % (de), like formatPercent (two significant digits below 1 %). */
export function writePercent(locale: Locale, ratio: number): string {
  const percent = ratio * 100;
  // Below 1 %: two significant digits, so a small non-zero rate never reads "0%" (formatPercent does the same).
  const fractionDigits = ratio !== 0 && Math.abs(ratio) < 0.01 ? 1 - Math.floor(Math.log10(Math.abs(percent))) : 1;
  return decimal(percent, fractionDigits, locale) + (locale === 'de' ? `${NBSP}%` : '%');
}

/** A whole amount in euros, as prices show it: €1,490 (en-GB), 1.490 € (de-DE). */
export function writeEuros(locale: Locale, euros: number): string {
  return locale === 'de' ? `${decimal(euros, 0, locale)}${NBSP}€` : `€${decimal(euros, 0, locale)}`;
}

const MONTHS_EN_GB = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** A calendar date in UTC (the same day on the server and in any browser): 5 Sept 2026 (en-GB), 05.09.2026 (de-DE). */
export function writeUtcDay(locale: Locale, epochMillis: number): string {
  const date = new Date(epochMillis);
  const day = date.getUTCDate();
  const month = date.getUTCMonth();
  const year = date.getUTCFullYear();
  if (locale === 'de') return `${String(day).padStart(2, '0')}.${String(month + 1).padStart(2, '0')}.${year}`;
  return `${day} ${MONTHS_EN_GB[month]} ${year}`;
}

const MONTHS_DE = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'];

/**
 * The months a span of days covers, in UTC: "Sept–Dec 2022", "Dec 2022 – Jan 2023", "Dec 2022" (en-GB); "Sept.–Dez. 2022"
 * (de-DE). For the public site's pages, like writeUtcDay.
 */
export function writeUtcMonthRange(locale: Locale, fromMillis: number, toMillis: number): string {
  const months = locale === 'de' ? MONTHS_DE : MONTHS_EN_GB;
  const from = new Date(Math.min(fromMillis, toMillis));
  const to = new Date(Math.max(fromMillis, toMillis));
  const [fromMonth, fromYear, toMonth, toYear] = [from.getUTCMonth(), from.getUTCFullYear(), to.getUTCMonth(), to.getUTCFullYear()];
  if (fromYear === toYear && fromMonth === toMonth) return `${months[toMonth]} ${toYear}`;
  if (fromYear === toYear) return `${months[fromMonth]}–${months[toMonth]} ${toYear}`;
  return `${months[fromMonth]} ${fromYear} – ${months[toMonth]} ${toYear}`;
}
