/** The creator's own names (shared with the coupon extractor of the seed, which cannot import core). */
export { channelTokens, isOwnName, ownHandles } from '@creatorlens/db/seed';
