/**
 * The creator-data seed, in two halves that core's data-quality stage sits between (core depends on db, never the
 * reverse): read the real public data from packages/db/seed-data (see its README.md for sources and licences) into a
 * SeedModel, then write the cleaned model. core's seedCreatorData runs read -> clean -> write.
 */
export { readSeedSources, READERS, DEFAULT_SEED_DATA_DIR, type ReadProgress } from './read-sources.ts';
export { hasCreatorData, writeSeedModel, type SeedProgress, type SeedResult } from './write-model.ts';
export type { FindOffers, OfferCandidate } from './coupons.ts';
export { SeedModel, type ChannelDraft, type Observation, type PostDraft, type SeedPlatform } from './model.ts';
export { summarise, snapshots, type ChannelSummary, type SnapshotDraft } from './finalize.ts';
export { cleanName, handleKey, nameKey, stripEmails } from './text.ts';
export { toCsv } from './csv.ts';
export { repairMojibake } from './geo.ts';
export { guessLanguage } from './language.ts';
export { seedDemoCollaboration } from './demo-collaboration.ts';
export { seedDemoLists } from './demo-lists.ts';
export * from './identity/index.ts';
