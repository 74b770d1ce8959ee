// Exports of the intelligence area: what the server's jobs, procedures and CLIs use of text analysis, audiences,
// benchmarks, signals and the read side. The detectors behind them stay internal (benches import their files).
export { analyzePosts, type AnalyzePostsResult } from './text/index.ts';
export { classifyAccount, asText, parseCsv, parseRowsText, pickColumn, profileOf, type InputRow } from './accounts/index.ts';
export { classifyAudiences, replaceAudienceSample, wilsonInterval, type ClassifyAudiencesResult } from './audience/index.ts';
export { percentilesOf, recomputeBenchmarks } from './benchmarks/index.ts';
export { raiseBotAlerts, raiseWatchlistAlerts, refreshChannelSignals } from './signals/index.ts';
export { getChannelIntelligence } from './read/index.ts';
export { detectFigureFlags, isImpossibleGrowth, refreshFigureFlags, type OutlierInput } from './outliers/index.ts';
export { judgeBotRisk } from './signals/judgement.ts';

// Peer benchmarks as channel analytics shows them (a channel's rank among its peers, and when a peer group is too small).
export { loadBenchmarkGroup, percentileRank, shownPercentile, MIN_CATEGORY_PEER_GROUP, MIN_PEER_GROUP } from './benchmarks/index.ts';
// The charts rank only creators: a chart candidate gets its channel type from its profile before the intelligence job runs.
export { classifyChannelType } from './channel-types/index.ts';
// How long Twitch stream samples are kept: the connector that samples live streams prunes by it.
export { STREAM_SAMPLE_RETENTION_DAYS } from './signals/load-stream-samples.ts';
// What data-quality needs to judge the models against known cases: the detectors and their input shapes.
export { detectSignals, type BenchmarkDistribution } from './signals/index.ts';
export { daysBetween } from './signals/series.ts';
export { type OutlierPost } from './outliers/index.ts';
export { detectGiveaway } from './text/giveaway.ts';
export { findOffers } from './text/find-offers.ts';
