import { describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDateAt, calendarDateSchema, calendarDayNumber, isCalendarDate } from '../src/calendar-date.ts';

describe('calendar dates', () => {
  it('accepts real days written YYYY-MM-DD only', () => {
    expect(isCalendarDate('2027-03-15')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-3-15')).toBe(false);
    expect(isCalendarDate('15.03.2027')).toBe(false);
    expect(isCalendarDate('2027-03-15T00:00:00Z')).toBe(false);
  });

  it('parses with the one schema the API and forms share', () => {
    expect(calendarDateSchema.parse(' 2027-03-15 ')).toBe('2027-03-15');
    expect(calendarDateSchema.safeParse('2027-13-01').success).toBe(false);
    expect(calendarDateSchema.safeParse(1_800_000_000_000).success).toBe(false);
  });

  it('counts days without time zones', () => {
    expect(calendarDayNumber('1970-01-02')).toBe(1);
    expect(addCalendarDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addCalendarDays('2027-03-01', -1)).toBe('2027-02-28');
    // Across the change to summer time in Europe and the US: still one day.
    expect(calendarDayNumber('2027-03-29') - calendarDayNumber('2027-03-28')).toBe(1);
  });

  it('gives today on the wall calendar of a time zone', () => {
    const instant = Date.UTC(2027, 2, 15, 5);
    expect(calendarDateAt(instant, 'UTC')).toBe('2027-03-15');
    expect(calendarDateAt(instant, 'America/Los_Angeles')).toBe('2027-03-14');
    expect(calendarDateAt(instant, 'Pacific/Kiritimati')).toBe('2027-03-15');
  });
});
