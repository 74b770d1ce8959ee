import type { ReportLocale } from './report-labels.ts';

/*
 * Building blocks the PDF reports share (artist report, shortlist): text the built-in fonts can print and number and
 * date formatters in the reader's language, so both reports write figures the way the app does.
 */

// The PDF's built-in Helvetica covers Latin-1 (WinAnsi); other characters (emoji, CJK) would print as garbage.
export const printable = (text: string): string => text.replace(/[^\u0020-\u007E\u00A0-\u00FF€–—‘’“”•…]/g, '').trim() || '?';

export type ReportFormatters = ReturnType<typeof reportFormatters>;

const INTL_TAG: Record<ReportLocale, string> = { de: 'de-DE', en: 'en-GB' };

/** Figures as the report prints them: "–" where a figure is unknown. */
export function reportFormatters(locale: ReportLocale) {
  const tag = INTL_TAG[locale];
  const integer = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDate = new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  const or = <T>(value: T | null | undefined, format: (v: T) => string) => (value === null || value === undefined ? '–' : format(value));
  return {
    integer: (value: number | null | undefined) => or(value, (v) => integer.format(v)),
    decimal: (value: number | null | undefined) => or(value, (v) => decimal.format(v)),
    percent: (value: number | null | undefined) => or(value, (v) => percent.format(v)),
    date: (value: number | Date) => date.format(value),
    shortDate: (value: number | Date) => shortDate.format(value),
  };
}
