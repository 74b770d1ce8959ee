import { gapBreaksAfter, isSparseSeries } from './series-cadence.ts';

/** One data item of an ECharts line: the reading, and the note the tooltip shows with it (null value: a break). */
export interface LinePoint {
  value: [number, number | null];
  note: string | null;
}

export interface LineData {
  data: LinePoint[];
  /** Draw a marker on every reading: the series is sparse, or has breaks that could leave a reading on its own. */
  hasMarkers: boolean;
}

/**
 * The data of one line over a time axis: the readings in time order with their notes, and a null item in the middle
 * of every gap far longer than the usual spacing, so the line breaks there instead of inventing readings.
 */
export function lineData(points: ReadonlyArray<readonly [number, number | null]>, notes?: ReadonlyArray<string | null>): LineData {
  const readings = points
    .map(([time, value], index) => ({ value: [time, value] as [number, number | null], note: notes?.[index] ?? null }))
    .sort((a, b) => a.value[0] - b.value[0]);
  const times = readings.map((reading) => reading.value[0]);
  const breaks = new Set(gapBreaksAfter(times));
  const data: LinePoint[] = [];
  readings.forEach((reading, index) => {
    data.push(reading);
    const next = readings[index + 1];
    if (breaks.has(index) && next) data.push({ value: [(reading.value[0] + next.value[0]) / 2, null], note: null });
  });
  return { data, hasMarkers: isSparseSeries(times) || breaks.size > 0 };
}

/**
 * How every follower line is drawn: straight segments between the readings, a break where one is missing, markers
 * shown when lineData says the series is sparse (a line through six points must not pass for a daily curve).
 */
export function honestLineStyle(line: LineData) {
  return {
    showSymbol: line.hasMarkers,
    symbol: 'circle',
    symbolSize: 6,
    smooth: false,
    connectNulls: false,
    lineStyle: { width: 2 },
  } as const;
}
