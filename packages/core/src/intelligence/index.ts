// Exports of the intelligence area: what the server's jobs, procedures and CLIs use of text analysis, audiences,
// benchmarks, signals and the read side. The detectors behind them stay internal (benches import their files).
export { analyzePosts, analyzePostText, type AnalyzePostsResult } from './text/index.ts';
export { classifyAccount, asText, parseCsv, parseRowsText, pickColumn, profileOf, type InputRow } from './accounts/index.ts';
export { classifyAudiences, replaceAudienceSample, wilsonInterval, type ClassifyAudiencesResult } from './audience/index.ts';
export { percentilesOf, recomputeBenchmarks } from './benchmarks/index.ts';
export { raiseBotAlerts, raiseWatchlistAlerts, refreshChannelSignals } from './signals/index.ts';
export { getChannelIntelligence } from './read/index.ts';
export { detectFigureFlags, isImpossibleGrowth, refreshFigureFlags, type OutlierInput } from './outliers/index.ts';
export { botRiskDataGaps, judgeBotRisk, type JudgementInput } from './signals/judgement.ts';
