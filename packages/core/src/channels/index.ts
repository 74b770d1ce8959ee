// Exports of the channels area; the licence rules every channel read applies (channel-access.ts) stay inside core.
export { getChannelsByIds } from './get-channels-by-ids.ts';
// The visibility check every list (campaign, watchlist, tag) runs before it stores a dropped channel.
export { assertChannelsVisible, type VisibleChannel } from './assert-channels-visible.ts';
