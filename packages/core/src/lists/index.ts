// The plumbing every ordered list of an organisation shares (campaigns, their columns and cards, watchlists, tags):
// positions, reordering under a lock, and the licence/visibility split of dropped channels. Below those three areas.
export {
  partitionReadableChannels,
  writePositions,
  lockOrderedIds,
  reorderOrganizationItem,
  nextOrganizationIdx,
  MAX_CHANNELS_PER_DROP,
  type ChannelDropResult,
} from './list-store.ts';
