/**
 * The chart colours, declared once: series, severities, audience segments and brand timelines pick from these by
 * name. Readable on light and dark surfaces; plain hex because canvas needs it, not the theme's oklch.
 */
export const CHART_COLORS = {
  indigo: '#5b5bd6',
  sky: '#0ea5e9',
  amber: '#f59e0b',
  emerald: '#10b981',
  red: '#e5484d',
  purple: '#a855f7',
} as const;

/** Series colours in the order series get them. */
export const CHART_PALETTE = [
  CHART_COLORS.indigo,
  CHART_COLORS.sky,
  CHART_COLORS.amber,
  CHART_COLORS.emerald,
  CHART_COLORS.red,
  CHART_COLORS.purple,
] as const;

/** Axis and grid colours that work in both themes. */
export const CHART_AXIS_COLOR = '#8b8fa3';
export const CHART_GRID_COLOR = 'rgba(139, 143, 163, 0.18)';
