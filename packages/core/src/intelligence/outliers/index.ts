export { detectFigureFlags, isUnexplainedGrowth } from './detect-figure-flags.ts';
export { isImpossibleGrowth } from './growth-flags.ts';
export { refreshFigureFlags, type RefreshFigureFlagsResult } from './refresh-figure-flags.ts';
export * from './thresholds.ts';
export type { OutlierInput, OutlierPost, SourcedPoint } from './types.ts';
