/** Series colours readable on light and dark surfaces (canvas needs plain hex, not the theme's oklch). */
export const CHART_PALETTE = ['#5b5bd6', '#0ea5e9', '#f59e0b', '#10b981', '#e5484d', '#a855f7'] as const;

/** Axis and grid colours that work in both themes. */
export const CHART_AXIS_COLOR = '#8b8fa3';
export const CHART_GRID_COLOR = 'rgba(139, 143, 163, 0.18)';
