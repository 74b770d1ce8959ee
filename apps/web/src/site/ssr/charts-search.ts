import { CHART_CHANNEL_GROUPS, CHART_METRICS, CHART_PLATFORMS, CHART_SIZE_CLASSES } from '../../lib/api-contract.ts';
import type { ChartsSearch } from '../../features/charts/charts-page.tsx';

// Apart from site-routes.ts, so the landing's entry does not carry the chart value sets.

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** /charts?platform=&metric=&size=&country=&group= as the app's route reads it (routes/charts.tsx): invalid values drop out. */
export function parseChartsSearch(params: URLSearchParams): ChartsSearch {
  const country = params.get('country');
  return {
    platform: oneOf(CHART_PLATFORMS, params.get('platform')),
    metric: oneOf(CHART_METRICS, params.get('metric')),
    size: oneOf(CHART_SIZE_CLASSES, params.get('size')),
    country: country && /^[A-Z]{2}$/.test(country) ? country : undefined,
    group: oneOf(CHART_CHANNEL_GROUPS, params.get('group')),
  };
}

/** The query string for a selection; other parameters of `current` (e.g. ?lang=) stay. */
export function chartsSearchString(search: ChartsSearch, current = ''): string {
  const params = new URLSearchParams(current);
  for (const key of ['platform', 'metric', 'size', 'country', 'group']) params.delete(key);
  for (const [key, value] of Object.entries(search)) if (typeof value === 'string') params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}
