// Exports of the intelligence read side: what the pages show of signals, audience and analysed posts.
export * from '@creatorlens/contracts/intelligence-values';
export * from './analyzed-posts.ts';
export * from './get-channel-intelligence.ts';
