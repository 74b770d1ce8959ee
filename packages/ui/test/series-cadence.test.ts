import { describe, expect, it } from 'vitest';
import { lineData } from '../src/charts/line-points.ts';
import { gapBreaksAfter, isSparseSeries, medianGapDays, seriesCadence } from '../src/charts/series-cadence.ts';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const everyDays = (start: string, count: number, step: number) =>
  Array.from({ length: count }, (_, index) => day(start) + index * step * 86_400_000);

describe('seriesCadence', () => {
  it('has no cadence below two points', () => {
    expect(seriesCadence([])).toBeNull();
    expect(seriesCadence([day('2022-12-01')])).toBeNull();
    expect(medianGapDays([day('2022-12-01')])).toBeNull();
  });

  it('reads daily, weekly and monthly from the median gap, at the edges too', () => {
    expect(seriesCadence(everyDays('2026-01-17', 30, 1))).toBe('daily');
    expect(seriesCadence(everyDays('2026-01-17', 10, 1.5))).toBe('daily');
    expect(seriesCadence(everyDays('2026-01-17', 10, 1.6))).toBe('weekly');
    expect(seriesCadence(everyDays('2019-06-01', 150, 7))).toBe('weekly');
    expect(seriesCadence(everyDays('2019-06-01', 10, 8))).toBe('weekly');
    expect(seriesCadence(everyDays('2019-06-01', 10, 8.5))).toBe('monthly');
    expect(seriesCadence(everyDays('2019-06-01', 10, 35))).toBe('monthly');
    expect(seriesCadence(everyDays('2019-06-01', 10, 36))).toBe('irregular');
  });

  it('takes the median, so one long gap does not change a monthly series', () => {
    // The seed's monthly list: June, then September to December 2022.
    const monthly = ['2022-06-01', '2022-09-01', '2022-10-01', '2022-11-01', '2022-12-01'].map(day);
    expect(medianGapDays(monthly)).toBe(30.5);
    expect(seriesCadence(monthly)).toBe('monthly');
    // Order does not matter.
    expect(seriesCadence([...monthly].reverse())).toBe('monthly');
  });

  it('calls two readings a year apart irregular', () => {
    expect(seriesCadence([day('2019-09-01'), day('2020-09-01')])).toBe('irregular');
  });
});

describe('isSparseSeries', () => {
  it('is sparse below 60 points or with a median gap above 2 days', () => {
    expect(isSparseSeries(everyDays('2026-01-01', 59, 1))).toBe(true);
    expect(isSparseSeries(everyDays('2026-01-01', 60, 1))).toBe(false);
    expect(isSparseSeries(everyDays('2019-01-01', 200, 7))).toBe(true);
  });
});

describe('gapBreaksAfter and lineData', () => {
  it('breaks the line only where readings are missing far longer than usual', () => {
    const monthly = ['2022-06-01', '2022-09-01', '2022-10-01', '2022-11-01', '2022-12-01'].map(day);
    expect(gapBreaksAfter(monthly)).toEqual([0]);
    expect(gapBreaksAfter(everyDays('2026-01-17', 30, 1))).toEqual([]);
    // Daily readings with a week missing in the middle.
    const withHole = [...everyDays('2026-01-01', 10, 1), ...everyDays('2026-01-20', 10, 1)];
    expect(gapBreaksAfter(withHole)).toEqual([9]);
  });

  it('puts a null item into each break, keeps the notes with their readings and sorts by time', () => {
    const points = [
      [day('2022-09-01'), 110],
      [day('2022-06-01'), 100],
      [day('2022-10-01'), 120],
    ] as const;
    const { data, hasMarkers } = lineData(points, ['b', 'a', 'c']);
    expect(hasMarkers).toBe(true);
    expect(data.map((item) => item.value[1])).toEqual([100, 110, 120]);
    expect(data.map((item) => item.note)).toEqual(['a', 'b', 'c']);
    const gappy = lineData(
      ['2022-06-01', '2022-09-01', '2022-10-01', '2022-11-01', '2022-12-01'].map((iso, index) => [day(iso), index] as const),
    );
    expect(gappy.data.map((item) => item.value[1])).toEqual([0, null, 1, 2, 3, 4]);
    expect(gappy.data[1]!.value[0]).toBe((day('2022-06-01') + day('2022-09-01')) / 2);
  });

  it('draws a dense daily series as a plain line', () => {
    const dense = everyDays('2025-01-01', 90, 1).map((time, index) => [time, index] as const);
    expect(lineData(dense).hasMarkers).toBe(false);
  });
});
