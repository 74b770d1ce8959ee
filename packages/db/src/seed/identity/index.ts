// The identity resolver: pure scoring and grouping (shared by the seed and core's re-run) and its storage helpers.
export { channelLabel, PLATFORM_LABELS, type IdentityChannel } from './identity-channel.ts';
export { profileReferences, type ProfileReference } from './profile-links.ts';
export { EVIDENCE_WEIGHTS, scorePair, type ScoredPair } from './score-pair.ts';
export { groupByIdentity, latestDecisions, scoreCandidatePairs, type IdentityDecisionInput } from './resolve.ts';
export { loadGlobalDecisions, writeIdentityMatches } from './store.ts';
export { labelFigures, parseLabels, parseScores, wilson, type LabelFigures } from './label-figures.ts';
