/**
 * Calendar dates ("2027-03-15") for things that happen on a day, not at an instant: a campaign's first and last day,
 * a CRM date field. They travel as YYYY-MM-DD strings from the database (SQL `date`) through the API to the form and
 * are never turned into a Date in local time: a day read as local midnight moved to the day before in a browser west
 * of the writer (issue 39). Arithmetic happens on day numbers in UTC, where every day has exactly 24 hours.
 */
import { z } from 'zod';

/** A calendar date written YYYY-MM-DD. */
export type CalendarDate = string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  const match = CALENDAR_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2025-02-30 over to March: a real date survives the round trip unchanged. Years below 100 are
  // read as 19xx by Date.UTC, so they fail here too, which is what a campaign or CRM date wants.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The one schema for calendar dates, used by the API's inputs and outputs and by the web forms. */
export const calendarDateSchema = z.string().trim().refine(isCalendarDate, { message: 'a calendar date written YYYY-MM-DD' });

/** Days since 1970-01-01 (may be negative); throws for text that is not a calendar date (a programming error). */
export function calendarDayNumber(date: CalendarDate): number {
  if (!isCalendarDate(date)) throw new Error(`not a calendar date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The calendar date of a day number (the inverse of calendarDayNumber). */
export function calendarDateFromDayNumber(dayNumber: number): CalendarDate {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The date `days` after (or before, when negative) a date. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return calendarDateFromDayNumber(calendarDayNumber(date) + days);
}

/**
 * Today's date on the wall calendar of a time zone (the viewer's own when none is given): the one place an instant
 * becomes a day, for "has the campaign started yet?". en-CA writes dates as YYYY-MM-DD.
 */
export function calendarDateAt(epochMillis: number, timeZone?: string): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    epochMillis,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
