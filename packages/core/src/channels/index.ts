// Exports of the channels area; the licence rules every channel read applies (channel-access.ts) stay inside core.
export { getChannelsByIds } from './get-channels-by-ids.ts';
// The one reader of profile URLs and handles (imports and channel search must agree) and the stored forms a handle
// is found under.
export * from './profile-url.ts';
export { storedFormsOf } from './stored-forms.ts';
// The visibility rule of channel-access.ts for other areas' queries (on-demand refresh, ...).
export { channelVisibleTo } from './channel-access.ts';
// The visibility check every list (campaign, watchlist, tag) runs before it stores a dropped channel.
export { assertChannelsVisible, type VisibleChannel } from './assert-channels-visible.ts';
